import { onMount, type ReadableAtom, type WritableAtom } from 'nanostores';

/**
 * The one shape of every store loaded from the network: what to show (`data`, never missing: a
 * fallback or the last good value when a load failed), how far loading got, and why it failed.
 * Views branch on `status`; `error` is for the log or a hint, the data is what they draw.
 *
 * @example
 * const { status, data, error } = $pairs.get(); // { status: 'error', data: [...sample rows], error: 'HTTP error! status: 503' }
 */
export type Loadable<T> = { status: 'loading' | 'ready' | 'error'; data: T; error: string | null };

/** A store's state before its first answer (views draw skeletons, also on the server). */
export const loading = <T>(data: T): Loadable<T> => ({ status: 'loading', data, error: null });

/** The text of a failure, for the state and the log. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export type Poll<T> = {
  /** One load; the signal aborts when the source changes or the last listener leaves. */
  load: (signal: AbortSignal, current: Loadable<T>) => Promise<T>;
  /** The state after a failed load (log the failure here: the source and the error). */
  onError: (error: unknown, current: Loadable<T>) => Loadable<T>;
  /** Milliseconds until the next load after this one settled, or null for none (the default). */
  nextInMs?: (current: Loadable<T>) => number | null;
};

/**
 * Loads `store` while it has listeners, for the current value of `source` (a market host): each
 * new value drops the old loads and starts again from `loading` with `empty` data; no value, no load.
 * A load that returns the very data already shown (`===`) leaves the store untouched, so views
 * do not redraw for an unchanged refresh.
 *
 * @example
 * loadWhileWatched($tickerStrip, $tickerStripHost, [], (host) => ({ load: ..., onError: ..., nextInMs: () => 10_000 }));
 */
export function loadWhileWatched<K, T>(
  store: WritableAtom<Loadable<T>>,
  source: ReadableAtom<K | null>,
  empty: T,
  poll: (key: K) => Poll<T>,
): void {
  onMount(store, () => {
    let stop = () => {};
    const unsubscribe = source.subscribe((key) => {
      stop();
      stop = key ? follow(store, empty, poll(key)) : () => {};
    });
    return () => {
      unsubscribe();
      stop();
    };
  });
}

function follow<T>(store: WritableAtom<Loadable<T>>, empty: T, { load, onError, nextInMs }: Poll<T>): () => void {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  store.set({ status: 'loading', data: empty, error: null });
  const round = async () => {
    try {
      const data = await load(abort.signal, store.get());
      if (abort.signal.aborted) return;
      const current = store.get();
      if (data !== current.data || current.status !== 'ready') store.set({ status: 'ready', data, error: null });
    } catch (error) {
      if (abort.signal.aborted) return;
      store.set(onError(error, store.get()));
    }
    const delay = abort.signal.aborted ? null : (nextInMs?.(store.get()) ?? null);
    if (delay !== null) timer = setTimeout(() => void round(), delay);
  };
  void round();
  return () => {
    abort.abort();
    clearTimeout(timer);
  };
}

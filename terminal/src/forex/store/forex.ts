import { atom, computed, onMount } from 'nanostores';
import * as z from 'zod/mini';
import {
  marginAccountAnswerSchema,
  marginDealSchema,
  marginQuotesSchema,
  type MarginAccountAnswer,
  type MarginOrderBody,
  type MarginQuoteAnswer,
  type MarginQuotesAnswer,
  type MarginStopsBody,
  type Result,
  type UserEvent,
} from '@bourse/trading';
import { requestId, tradingApi } from '../../account/store/api';
import { listenUserStream } from '../../account/store/stream';
import { $session } from '../../session/store/session';
import { loading, type Loadable } from '../../shared/store/loadable';
import { markAccount } from '../model/marks';

type MarginEvent = Extract<UserEvent, { e: 'marginChanged' }>['events'][number];

/** The forex feed: what it is (recorded, its series' dates and sources) and the latest quote of each instrument. */
export const $forexFeed = atom<Loadable<Omit<MarginQuotesAnswer, 'quotes'> | null>>(loading(null));
export const $forexQuotes = atom<Readonly<Record<string, MarginQuoteAnswer>>>({});
/** The trader's forex account as the server last answered it. */
export const $forexAccountAnswer = atom<Loadable<MarginAccountAnswer | null>>(loading(null));
/** What the engine did on its own that the trader must hear of (margin call, its end, stop-out, a refused pending order), newest first. */
export const $forexNotices = atom<MarginEvent[]>([]);

/** The account marked to every quote the page hears: positions' open results move with the market between the server's answers. */
export const $forexAccount = computed([$forexAccountAnswer, $forexQuotes], (answer, quotes) =>
  answer.data ? { ...answer, data: markAccount(answer.data, quotes) } : answer,
);

const changeSchema = z.object({
  ticket: z.nullable(z.number()),
  replayed: z.boolean(),
  deals: z.array(marginDealSchema),
  account: marginAccountAnswerSchema,
});

export async function reloadForex(): Promise<void> {
  const [feed, account] = await Promise.all([
    tradingApi('GET', '/forex/quotes', marginQuotesSchema),
    tradingApi('GET', '/forex/account', marginAccountAnswerSchema),
  ]);
  if (feed.ok) {
    const { quotes, ...rest } = feed.value;
    $forexFeed.set({ status: 'ready', data: rest, error: null });
    $forexQuotes.set({ ...Object.fromEntries(quotes.map((q) => [q.symbol, q])), ...newerOf(quotes) });
  } else $forexFeed.set({ ...$forexFeed.get(), status: 'error', error: feed.error.code });
  $forexAccountAnswer.set(
    account.ok
      ? { status: 'ready', data: account.value, error: null }
      : { ...$forexAccountAnswer.get(), status: 'error', error: account.error.code },
  );
}

/** Quotes the push channel brought while the load was on its way are newer than the load's: they stay. */
function newerOf(loaded: readonly MarginQuoteAnswer[]): Record<string, MarginQuoteAnswer> {
  const current = $forexQuotes.get();
  return Object.fromEntries(
    loaded.flatMap((q) => (current[q.symbol] && current[q.symbol]!.time > q.time ? [[q.symbol, current[q.symbol]!]] : [])),
  );
}

/** One push event applied: a quote replaces its instrument's; an account change reloads the account and keeps the notices. */
export function applyForexEvent(event: UserEvent): void {
  if (event.e === 'forexQuote') $forexQuotes.set({ ...$forexQuotes.get(), [event.quote.symbol]: event.quote });
  else if (event.e === 'marginChanged') {
    if (event.events.length) $forexNotices.set([...event.events, ...$forexNotices.get()].slice(0, 5));
    void tradingApi('GET', '/forex/account', marginAccountAnswerSchema).then((account) => {
      if (account.ok) $forexAccountAnswer.set({ status: 'ready', data: account.value, error: null });
    });
  }
}

onMount($forexAccountAnswer, () => {
  let stop: (() => void) | null = null;
  const unsubscribe = $session.subscribe((session) => {
    stop?.();
    stop = null;
    if (session.status !== 'authenticated') return;
    void reloadForex();
    stop = listenUserStream(applyForexEvent, { forexQuotes: true });
  });
  return () => {
    unsubscribe();
    stop?.();
  };
});

type Change = z.infer<typeof changeSchema>;

async function change(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Result<Change>> {
  const done = await tradingApi(method, path, changeSchema, body);
  if (done.ok) $forexAccountAnswer.set({ status: 'ready', data: done.value.account, error: null });
  return done;
}

/** Places an order once however often it is sent (a double click): the server decides it at its own quote. */
export const placeForexOrder = (order: Omit<MarginOrderBody, 'requestId'>) =>
  change('POST', '/forex/orders', { ...order, requestId: requestId('fx') });
export const closeForexPosition = (ticket: number, units?: string) =>
  change('POST', `/forex/positions/${ticket}/close`, { requestId: requestId('fx-close'), ...(units ? { units } : {}) });
export const cancelForexOrder = (ticket: number) => change('DELETE', `/forex/orders/${ticket}`);
export const setForexStops = (ticket: number, stops: MarginStopsBody) => change('PUT', `/forex/positions/${ticket}/stops`, stops);

export function dismissForexNotice(index: number): void {
  $forexNotices.set($forexNotices.get().filter((_, i) => i !== index));
}

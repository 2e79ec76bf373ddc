/**
 * Listens on the page for a store while it is mounted. A store's cleanup runs on a timer, a second
 * after its last subscriber left (nanostores' STORE_UNMOUNT_DELAY), when the page, or a test's DOM,
 * may be gone already: so the targets are taken once, when listening starts, and the returned
 * cleanup removes the listener from those same objects without looking `window` or `document` up
 * again. Where there is no page (the server, a plain Node test) it listens to nothing.
 *
 * @example
 * onMount($feedHealth, () => listenOnPage({ window: ['online'], document: ['visibilitychange'] }, resume));
 */
export function listenOnPage<E extends Event>(
  types: { window?: readonly string[]; document?: readonly string[] },
  listener: (event: E) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = listener as EventListener;
  const added: Array<[EventTarget, string]> = [
    ...(types.window ?? []).map((type): [EventTarget, string] => [window, type]),
    ...(types.document ?? []).map((type): [EventTarget, string] => [window.document, type]),
  ];
  for (const [target, type] of added) target.addEventListener(type, handler);
  return () => {
    for (const [target, type] of added) target.removeEventListener(type, handler);
  };
}

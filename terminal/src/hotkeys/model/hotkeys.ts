/**
 * The spot terminal's keyboard shortcuts: what each does and the key that does it. Each can be
 * switched off in the trading settings; `?` shows this list.
 *
 * @example hotkeyOf({ key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false }, false, []); // 'buy'
 */
export const HOTKEYS = [
  { id: 'buy', keys: 'B' },
  { id: 'sell', keys: 'S' },
  { id: 'price', keys: 'P' },
  { id: 'amount', keys: 'A' },
  { id: 'place', keys: 'Ctrl+Enter' },
  { id: 'cancelLast', keys: 'X' },
  { id: 'cancelAll', keys: 'Shift+X' },
  { id: 'interval', keys: 'I' },
  { id: 'view', keys: 'V' },
  { id: 'nextPair', keys: ']' },
  { id: 'previousPair', keys: '[' },
  { id: 'help', keys: '?' },
] as const;
export type HotkeyId = (typeof HOTKEYS)[number]['id'];
export const HOTKEY_IDS = HOTKEYS.map((h) => h.id) as HotkeyId[];

type KeyLike = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean };

const LETTERS: Record<string, HotkeyId> = {
  b: 'buy',
  s: 'sell',
  p: 'price',
  a: 'amount',
  x: 'cancelLast',
  i: 'interval',
  v: 'view',
  ']': 'nextPair',
  '[': 'previousPair',
  '?': 'help',
};

/**
 * The shortcut a key press means, or null: nothing while the trader types in a field (except
 * Ctrl+Enter, which places the order from there), nothing with Alt or Ctrl/Cmd held (the browser's
 * own shortcuts), and nothing that is switched off.
 */
export function hotkeyOf(event: KeyLike, typing: boolean, off: readonly HotkeyId[]): HotkeyId | null {
  let id: HotkeyId | null = null;
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey) id = 'place';
  else if (typing || event.ctrlKey || event.metaKey || event.altKey) return null;
  else if (event.key === 'X' && event.shiftKey) id = 'cancelAll';
  else id = LETTERS[event.key] ?? null;
  return id && !off.includes(id) ? id : null;
}

/** The next item of a list after `current`, going round (`step` -1 for the one before). */
export function cycle<T>(list: readonly T[], current: T | null, step = 1): T | null {
  if (list.length === 0) return null;
  const at = current === null ? -1 : list.indexOf(current);
  return list[(((at + step) % list.length) + list.length) % list.length] ?? null;
}

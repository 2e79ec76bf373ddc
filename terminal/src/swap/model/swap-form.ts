import { Dec, toDecimal } from '@bourse/market';

/** The received amount and the rate have 8 decimals. */
export const SWAP_DECIMALS = 8;

/**
 * `amount` x `givePrice` / `receivePrice` to 8 decimals (half up); '0.00000000' when the amount
 * is not a positive number or a price is missing or not positive (0 when invalid).
 *
 * @example
 * receivedAmount('1', '61685.99', '1'); // '61685.99000000'
 * receivedAmount('abc', '61685.99', '1'); // '0.00000000'
 */
export function receivedAmount(amount: string, givePrice: string | null, receivePrice: string | null): string {
  const [value, give, receive] = [parseSwapAmount(amount), toDecimal(givePrice ?? ''), toDecimal(receivePrice ?? '')];
  if (!value || !give?.gt(0) || !receive?.gt(0)) return new Dec(0).toFixed(SWAP_DECIMALS);
  return value.times(give).div(receive).toFixed(SWAP_DECIMALS);
}

/**
 * An amount of the form (received amount, rate) with its 8 decimals, grouped for the locale.
 *
 * @example
 * formatSwapAmount('61685.99000000', 'en-US'); // '61,685.99000000'
 */
export function formatSwapAmount(value: string, locale?: string): string {
  const options = { minimumFractionDigits: SWAP_DECIMALS, maximumFractionDigits: SWAP_DECIMALS };
  // Intl formats a decimal string exactly: no float between decimal.js and the screen.
  return new Intl.NumberFormat(locale, options).format(value as Intl.StringNumericLiteral);
}

/** A positive amount from the form's text ('0.5', '.5', '1.'), or null. */
export function parseSwapAmount(text: string): Dec | null {
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = toDecimal(text.endsWith('.') ? text.slice(0, -1) : text);
  return value?.gt(0) ? value : null;
}

/**
 * What the form holds: mode, give and receive currency, the amount text,
 * and why the last keystroke in the amount was refused. The amount is in the give currency.
 *
 * @example
 * const selection: SwapSelection = { mode: 'buy', give: 'USDT', receive: 'BTC', amount: '100', amountError: null };
 */
export interface SwapSelection {
  mode: 'buy' | 'sell';
  give: string | null;
  receive: string | null;
  amount: string;
  amountError: 'NOT_NUMERIC' | null;
}

/** Buying BTC with USDT, no amount yet. */
export const INITIAL_SWAP_SELECTION: SwapSelection = { mode: 'buy', give: 'USDT', receive: 'BTC', amount: '', amountError: null };

/**
 * One edit of the amount: digits with one decimal point (a comma reads as the point) are taken;
 * anything else is refused, keeping the amount, with NOT_NUMERIC to say why.
 *
 * @example
 * editSwapAmount(INITIAL_SWAP_SELECTION, '0,5').amount; // '0.5'
 * editSwapAmount(INITIAL_SWAP_SELECTION, '1e5').amountError; // 'NOT_NUMERIC'
 */
export function editSwapAmount(selection: SwapSelection, text: string): SwapSelection {
  const amount = text.trim().replace(',', '.');
  if (!/^\d*\.?\d*$/.test(amount)) return { ...selection, amountError: 'NOT_NUMERIC' };
  return { ...selection, amount, amountError: null };
}

/**
 * Put `symbol` on one side; picking the other side's currency swaps the two instead.
 *
 * @example
 * chooseSwapCurrency(INITIAL_SWAP_SELECTION, 'give', 'BTC'); // give 'BTC', receive 'USDT'
 */
export function chooseSwapCurrency(selection: SwapSelection, side: 'give' | 'receive', symbol: string): SwapSelection {
  const other = side === 'give' ? 'receive' : 'give';
  if (selection[other] === symbol) return { ...selection, [side]: symbol, [other]: selection[side] };
  return { ...selection, [side]: symbol };
}

/** The ⇅ button: give becomes receive and receive becomes give. */
export function reverseSwap(selection: SwapSelection): SwapSelection {
  return { ...selection, give: selection.receive, receive: selection.give };
}

/** Submit only with an amount (a positive number) and both currencies set. */
export function canSubmitSwap(selection: SwapSelection): boolean {
  return parseSwapAmount(selection.amount) !== null && selection.give !== null && selection.receive !== null;
}

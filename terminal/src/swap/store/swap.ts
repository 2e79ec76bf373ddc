import { atom, computed } from 'nanostores';
import { persistentSymbols } from '../../pairs/store/persistent-symbols';
import * as z from 'zod/mini';
import { toggleFavorite } from '../../pairs/model/pairs-view';
import {
  buildSwapCurrencies,
  canSubmitSwap,
  chooseSwapCurrency,
  editSwapAmount,
  filterSwapCurrencies,
  receivedAmount,
  reverseSwap,
  INITIAL_SWAP_SELECTION,
  SWAP_PAIR_SYMBOLS,
  type SwapCurrency,
  type SwapSelection,
} from '../model/swap';
import { errorText, loadWhileWatched, loading, type Loadable } from '../../shared/store/loadable';
import { servedTickers } from '../../ticker/store/served-tickers';

/** The currency list is fetched again every 60 s: prices for a quote, not for trading, so a minute is fresh enough. */
export const SWAP_LIST_POLL_MS = 60_000;

/** The market host the list is read from (set by the island; none on the server, so no fetch there). */
export const $swapRestUrl = atom<string | null>(null);
const restUrlSchema = z.url({ protocol: /^https?$/ });

/** Point the swap list at a market host's REST address; an invalid one is refused and logged. */
export function configureSwap(restUrl: string): void {
  if (!restUrlSchema.safeParse(restUrl).success)
    return void console.error(`[swap] refused market address "${restUrl}": an http(s) URL is needed`);
  if ($swapRestUrl.get() !== restUrl) $swapRestUrl.set(restUrl);
}

/**
 * The swap currencies with their prices; `error` says why they could not be loaded (the five
 * fallback pairs, unpriced, show then). Loaded while it has listeners and every 60 s.
 *
 * @example
 * $swapCurrencies.subscribe(({ status, data, error }) => console.log(status, data.length, error));
 */
export const $swapCurrencies = atom<Loadable<SwapCurrency[]>>(loading([]));

// Prices must not come from an HTTP cache; the fetch option says so without a CORS preflight.
const noCache: typeof fetch = (input, init) => fetch(input, { ...init, cache: 'no-cache' });

loadWhileWatched($swapCurrencies, $swapRestUrl, [], (restUrl) => {
  const source = servedTickers(restUrl, SWAP_PAIR_SYMBOLS, buildSwapCurrencies, { fetchImpl: noCache });
  return {
    load: async (signal) => {
      const currencies = await source.fetch(signal);
      if (currencies.length < 2) throw new Error('the answer quotes none of the swap pairs');
      return currencies;
    },
    onError: (error, current) => {
      console.warn(`[swap] 24hr statistics of the swap pairs from ${restUrl} failed: ${errorText(error)}`);
      // A failed refresh keeps the prices already shown; only a list never loaded falls back.
      if (current.status === 'ready') return current;
      return { status: 'error', data: buildSwapCurrencies(null), error: errorText(error) };
    },
    nextInMs: () => SWAP_LIST_POLL_MS,
  };
});

/**
 * Favourite currencies, kept in this browser only, under localStorage `swapFavorites` (a JSON list of symbols).
 *
 * @example
 * $swapFavorites.get(); // ['BTC', 'ETH']
 */
export const $swapFavorites = persistentSymbols('swapFavorites');

/** Star or unstar a currency. */
export function toggleSwapFavorite(symbol: string): void {
  $swapFavorites.set(toggleFavorite($swapFavorites.get(), symbol));
}

/**
 * The list's search text, and the currencies it leaves (substring of symbol or name).
 *
 * @example
 * $swapListQuery.set('eth'); $visibleSwapCurrencies.get().map((c) => c.symbol); // ['ETH']
 */
export const $swapListQuery = atom('');
export const $visibleSwapCurrencies = computed([$swapCurrencies, $swapListQuery], ({ data }, query) => filterSwapCurrencies(data, query));

/**
 * The form: mode, give and receive currency, amount (see SwapSelection).
 *
 * @example
 * setSwapAmount('1'); $swapSelection.get().amount; // '1'
 */
export const $swapSelection = atom<SwapSelection>(INITIAL_SWAP_SELECTION);

/**
 * What the form shows: the received amount (8 decimals, '0.00000000' while a price is missing or
 * the amount invalid), the rate of 1 give unit (null without both prices), and whether it may be submitted.
 *
 * @example
 * $swapQuote.get(); // { received: '61685.99000000', rate: '61685.99000000', canSubmit: true }
 */
export const $swapQuote = computed([$swapSelection, $swapCurrencies], (selection, { data: currencies }) => {
  const priceOf = (symbol: string | null) => currencies.find((currency) => currency.symbol === symbol)?.price ?? null;
  const [give, receive] = [priceOf(selection.give), priceOf(selection.receive)];
  const rate = give !== null && receive !== null ? receivedAmount('1', give, receive) : null;
  return { received: receivedAmount(selection.amount, give, receive), rate, canSubmit: canSubmitSwap(selection) };
});

/** Switch between buying and selling (a list click then fills receive or give). */
export function setSwapMode(mode: SwapSelection['mode']): void {
  $swapSelection.set({ ...$swapSelection.get(), mode });
}

/** Type in the amount; anything but a number is refused and the reason kept. */
export function setSwapAmount(text: string): void {
  $swapSelection.set(editSwapAmount($swapSelection.get(), text));
}

/** Put a currency on one side (the other side's currency swaps over). */
export function chooseSwapSide(side: 'give' | 'receive', symbol: string): void {
  $swapSelection.set(chooseSwapCurrency($swapSelection.get(), side, symbol));
}

/** A currency clicked in the list: the one bought (receive) in buy mode, the one sold (give) in sell mode. */
export function pickSwapCurrency(symbol: string): void {
  chooseSwapSide($swapSelection.get().mode === 'buy' ? 'receive' : 'give', symbol);
}

/** The ⇅ button. */
export function reverseSwapCurrencies(): void {
  $swapSelection.set(reverseSwap($swapSelection.get()));
}

import { atom, computed } from 'nanostores';
import { symbolRulesFrom, type SymbolRules } from '../domain/symbol-rules';
import { fetchExchangeInfo } from '../market';
import { $marketConfig } from './market-config';
import { errorText, loadWhileWatched, loading, type Loadable } from './loadable';

/**
 * The market host's exchangeInfo as rules by symbol (tick, step, status), loaded once per host
 * while it has listeners. Empty while loading and after a failure (views then keep their default
 * precision and assume nothing about which pairs are served).
 *
 * @example
 * $symbolRules.get().data.EURUSD?.tickSize; // '0.00001000'
 */
export const $symbolRules = atom<Loadable<Record<string, SymbolRules>>>(loading({}));

/** The market host's REST address; unlike `$marketConfig` it does not change with the pair. */
const $marketHost = computed($marketConfig, (config) => config?.restUrl ?? null);

loadWhileWatched($symbolRules, $marketHost, {}, (host) => ({
  load: async (signal) => symbolRulesFrom(await fetchExchangeInfo(host, { signal })),
  onError: (error) => {
    console.warn(`[market] exchangeInfo from ${host} failed: ${errorText(error)}`);
    return { status: 'error', data: {}, error: errorText(error) };
  },
}));

/**
 * The configured pair's rules, or null when exchangeInfo is not (yet) known or does not list it.
 *
 * @example
 * $pairRules.get()?.stepSize; // '0.00001000'
 */
export const $pairRules = computed([$symbolRules, $marketConfig], (rules, config) => (config ? (rules.data[config.symbol] ?? null) : null));

/**
 * Whether the market host serves the configured pair: 'unserved' once exchangeInfo has loaded
 * without it; 'unknown' until then or when it could not be loaded (the book also says so when the
 * host refuses its depth). Every panel says so in words
 * instead of showing a request error or loading for ever.
 *
 * @example
 * $pairServed.get(); // { symbol: 'BNBUSDT', state: 'unserved' }
 */
export const $pairServed = computed([$symbolRules, $marketConfig], (rules, config) => {
  const symbol = config?.symbol ?? null;
  if (symbol === null) return { symbol, state: 'unknown' as const };
  if (rules.status !== 'ready') return { symbol, state: 'unknown' as const };
  return { symbol, state: rules.data[symbol] ? ('served' as const) : ('unserved' as const) };
});

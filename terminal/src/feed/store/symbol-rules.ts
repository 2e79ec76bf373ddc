import { computed } from 'nanostores';
import { symbolRulesFrom, type SymbolRules } from '@bourse/market';
import { $exchangeInfo } from './exchange-info';
import type { Loadable } from '../../shared/store/loadable';
import { $marketConfig } from './market-config';

/**
 * The market host's exchangeInfo as rules by symbol (tick, step, status): read from the one
 * exchangeInfo load per host ($exchangeInfo, which the chart's views also read). Empty while
 * loading and after a failure (views then keep their default precision and assume nothing about
 * which pairs are served).
 *
 * @example
 * $symbolRules.get().data.EURUSD?.tickSize; // '0.00001000'
 */
export const $symbolRules = computed($exchangeInfo, (info): Loadable<Record<string, SymbolRules>> => ({
  status: info.status,
  data: info.data ? symbolRulesFrom(info.data) : {},
  error: info.error,
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

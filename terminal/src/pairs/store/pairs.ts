import { atom, computed } from 'nanostores';
import { persistentSymbols } from './persistent-symbols';
import { arrangePairs, buildPairRows, toggleFavorite, type PairRow, type PairsView } from '../../domain';
import type { selectPairs } from '../model/pairs-search';
import { fetchTickers24h } from '@bourse/market/client';
import { $marketConfig } from '../../feed/store/market-config';
import { errorText, loadWhileWatched, loading, type Loadable } from '../../shared/store/loadable';

/**
 * The pairs list of the configured market host: rows of all four categories, whether they are
 * loading, and why they could not be loaded ('HTTP error! status: 503'; the sample list shows then).
 * Loaded while it has listeners, again when `$marketConfig` changes.
 *
 * @example
 * $pairs.subscribe(({ status, data, error }) => console.log(status, data.length, error));
 */
export const $pairs = atom<Loadable<PairRow[]>>(loading([]));

/** Favourite stars, kept as a JSON list of symbols. */
export const FAVORITE_PAIRS_KEY = 'favoritePairs';

/**
 * The starred symbols, kept in localStorage and in step across tabs; a corrupt value reads as none.
 *
 * @example
 * $favoritePairs.get(); // ['BTCUSDT', 'XAUUSD']
 */
export const $favoritePairs = persistentSymbols(FAVORITE_PAIRS_KEY);

/**
 * What the list is asked to show (category tab, search text, favourites only).
 *
 * @example
 * $pairsFilter.set({ category: 'forex', query: '', favoritesOnly: false });
 */
export const $pairsFilter = atom<Omit<PairsView, 'favorites'>>({ category: 'crypto', query: '', favoritesOnly: false });

// The fuzzy search (fuse.js) loads with the first search text, not with the page: most visits
// pick a pair from the list or the top bar without typing. Until it is there, the list stays as
// it was.
const $search = atom<typeof selectPairs | null>(null);
let searchLoad: Promise<void> | null = null;
function loadSearch(): Promise<void> {
  searchLoad ??= import('../model/pairs-search').then((module) => $search.set(module.selectPairs));
  return searchLoad;
}

/**
 * The rows to show now: the category, the search (fuzzy), favourites first.
 *
 * @example
 * $visiblePairs.get().map((row) => row.pair); // ['BTC/USDT', 'ETH/USDT']
 */
export const $visiblePairs = computed([$pairs, $pairsFilter, $favoritePairs, $search], (pairs, filter, favorites, search) =>
  search ? search(pairs.data, { ...filter, favorites }) : arrangePairs(pairs.data, { ...filter, query: '', favorites }),
);

/** Star or unstar a pair. */
export function toggleFavoritePair(symbol: string): void {
  $favoritePairs.set(toggleFavorite($favoritePairs.get(), symbol));
}

/**
 * Change the category tab, the search text or the favourites-only switch. Resolves once the list
 * reflects it (the first search text waits for the fuzzy search to load).
 */
export function setPairsFilter(patch: Partial<Omit<PairsView, 'favorites'>>): Promise<void> {
  const next = { ...$pairsFilter.get(), ...patch };
  $pairsFilter.set(next);
  return next.query.trim() === '' ? Promise.resolve() : loadSearch();
}

loadWhileWatched($pairs, $marketConfig, [], (config) => ({
  load: async (signal) => buildPairRows(await fetchTickers24h(config.restUrl, undefined, { signal })),
  onError: (error) => {
    console.warn(`[pairs] 24hr ticker of all symbols from ${config.restUrl} failed: ${errorText(error)}`);
    return { status: 'error', data: buildPairRows(null), error: errorText(error) };
  },
}));

/**
 * The pair the trader picked in the list (null until one is picked); the terminal's views follow it.
 *
 * @example
 * selectPair('ETHUSDT'); $selectedPair.get(); // 'ETHUSDT'
 */
export const $selectedPair = atom<string | null>(null);

/** Pick a pair in the list. */
export function selectPair(symbol: string): void {
  $selectedPair.set(symbol);
}

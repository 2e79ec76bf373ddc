import type { PairRow } from './pairs-list';

/**
 * What the pairs list is asked to show: a category, the search text and the favourites.
 *
 * @example
 * const view: PairsView = { category: 'crypto', query: 'eth', favorites: ['BTCUSDT'], favoritesOnly: false };
 */
export interface PairsView {
  category: PairRow['category'] | 'all';
  query: string;
  favorites: readonly string[];
  favoritesOnly: boolean;
}

/**
 * The rows of the category (and favourites only, when asked), favourites first, in the list's own
 * order, or in the order `order` gives (the fuzzy search of `selectPairs`, kept in its own module
 * with fuse.js so that a page loads it only once a trader searches).
 *
 * @example
 * arrangePairs(rows, { category: 'crypto', query: '', favorites: ['ETHUSDT'], favoritesOnly: false })[0]?.symbol; // 'ETHUSDT'
 */
export function arrangePairs(rows: readonly PairRow[], view: PairsView, order?: (inView: PairRow[]) => PairRow[]): PairRow[] {
  const favorites = new Set(view.favorites);
  const inView = rows.filter(
    (row) => (view.category === 'all' || row.category === view.category) && (!view.favoritesOnly || favorites.has(row.symbol)),
  );
  const ordered = order ? order(inView) : inView;
  // A stable sort keeps the volume or relevance order within each group.
  return [...ordered].sort((a, b) => Number(favorites.has(b.symbol)) - Number(favorites.has(a.symbol)));
}

/**
 * Toggle one symbol in the favourites (order of marking kept, no duplicates).
 *
 * @example
 * toggleFavorite(['BTCUSDT'], 'ETHUSDT'); // ['BTCUSDT', 'ETHUSDT']
 */
export function toggleFavorite(favorites: readonly string[], symbol: string): string[] {
  return favorites.includes(symbol) ? favorites.filter((s) => s !== symbol) : [...favorites, symbol];
}

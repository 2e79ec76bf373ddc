import Fuse from 'fuse.js';
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

// Typo-tolerant but not loose: 'btcusd' and 'etherum'-style slips match, 'x' alone does not match all.
const FUSE_OPTIONS = { keys: ['symbol', 'pair', 'base'], threshold: 0.3, ignoreLocation: true, minMatchCharLength: 1 };

/**
 * The rows to show, in order: favourites first, then the list's own order (volume) or, while
 * searching, the best fuzzy match first. Search text may be 'BTC/USDT', 'btcusdt' or a slip.
 *
 * @example
 * selectPairs(rows, { category: 'all', query: 'eht', favorites: [], favoritesOnly: false })[0]?.symbol; // 'ETHUSDT'
 */
export function selectPairs(rows: readonly PairRow[], view: PairsView): PairRow[] {
  const favorites = new Set(view.favorites);
  const inView = rows.filter(
    (row) => (view.category === 'all' || row.category === view.category) && (!view.favoritesOnly || favorites.has(row.symbol)),
  );
  const query = view.query.trim();
  const ordered =
    query === ''
      ? inView
      : new Fuse(
          inView.map((row) => ({ ...row, base: row.pair.split('/')[0] ?? row.pair })),
          FUSE_OPTIONS,
        )
          .search(query.replace(/\s+/g, ''))
          .map((result) => inView[result.refIndex] as PairRow);
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

/**
 * The count text 'n pairs found', in Russian (the product's own wording) or English.
 *
 * @example
 * describePairsFound(3, 'ru'); // 'Найдено 3 пары'
 */
export function describePairsFound(count: number, locale: string): string {
  if (locale.toLowerCase().startsWith('ru')) {
    const form = new Intl.PluralRules('ru').select(count);
    const noun = form === 'one' ? 'пара' : form === 'few' ? 'пары' : 'пар';
    return `${form === 'one' ? 'Найдена' : 'Найдено'} ${count} ${noun}`;
  }
  return `${count} ${count === 1 ? 'pair' : 'pairs'} found`;
}

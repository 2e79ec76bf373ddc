import Fuse from 'fuse.js';
import type { PairRow } from './pairs-list';
import { arrangePairs, type PairsView } from './pairs-view';

export { toggleFavorite, type PairsView } from './pairs-view';

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
  const query = view.query.trim();
  if (query === '') return arrangePairs(rows, view);
  return arrangePairs(rows, view, (inView) =>
    new Fuse(
      inView.map((row) => ({ ...row, base: row.pair.split('/')[0] ?? row.pair })),
      FUSE_OPTIONS,
    )
      .search(query.replace(/\s+/g, ''))
      .map((result) => inView[result.refIndex] as PairRow),
  );
}

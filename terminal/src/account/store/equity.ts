import { computed } from 'nanostores';
import { $quotes } from '../../ticker/store/market-quotes';
import { $allFills } from '../../orders/store/orders';
import { equityIn, fundsOf, openPnl, positionsFrom, type FundsRow } from '../model/valuation';
import { $accountState } from './accounts';

/**
 * The active account marked to the market now (the stabilised price of the pair the terminal
 * follows, the streamed price of the others): its equity in its own currency, the open profit and
 * loss of the positions its trades built, and the funds tab's rows with their value in USDT.
 * Null until the account has loaded.
 *
 * @example
 * useStore($equity)?.equity; // '100412.37'
 */
export type Equity = {
  equity: string | null;
  currency: 'USD' | 'EUR';
  pnl: string;
  rows: FundsRow[];
  totalUsdt: string;
  unpriced: string[];
};

export const $equity = computed([$accountState, $quotes, $allFills], (snapshot, quotes, fills): Equity | null => {
  const state = snapshot.state;
  if (!state) return null;
  const priceOf = (symbol: string) => quotes(symbol)?.lastPrice ?? null;
  const { rows, totalUsdt, unpriced } = fundsOf(state.balances, priceOf);
  const equity = equityIn(state.account.currency, totalUsdt, priceOf);
  return {
    equity: equity ? equity.toFixed(2) : null,
    currency: state.account.currency,
    pnl: openPnl(positionsFrom(fills.data), priceOf),
    rows,
    totalUsdt: totalUsdt.toFixed(2),
    unpriced,
  };
});

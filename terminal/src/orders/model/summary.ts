import { Dec, amountString, type FillAnswer, type OrderAnswer } from '@bourse/trading';

/** An amount per asset, assets in name order. */
export type AssetAmount = { asset: string; amount: string };

/** @example { filled: 3, buys: 2, sells: 1, cancelled: 1, turnover: [{ asset: 'USDT', amount: '1800.00000000' }], fees: [...] } */
export type TradingSummary = {
  filled: number;
  buys: number;
  sells: number;
  cancelled: number;
  turnover: AssetAmount[];
  fees: AssetAmount[];
};

const listed = (sums: Map<string, Dec>): AssetAmount[] =>
  [...sums.entries()].map(([asset, amount]) => ({ asset, amount: amountString(amount) })).sort((a, b) => a.asset.localeCompare(b.asset));

/**
 * The account's trading in figures over a range: orders filled and cancelled, fills that bought and
 * sold, the turnover per quote asset and the fees per asset (exact decimal sums of the fills).
 */
export function summarizeTrading(fills: readonly FillAnswer[], history: readonly OrderAnswer[]): TradingSummary {
  const turnover = new Map<string, Dec>();
  const fees = new Map<string, Dec>();
  const add = (sums: Map<string, Dec>, asset: string, amount: string) => sums.set(asset, (sums.get(asset) ?? new Dec(0)).plus(amount));
  let buys = 0;
  let sells = 0;
  for (const fill of fills) {
    if (fill.side === 'BUY') buys += 1;
    else sells += 1;
    add(turnover, fill.symbol.endsWith('USDT') ? 'USDT' : fill.symbol.slice(-3), fill.quoteQty);
    if (new Dec(fill.commission).gt(0)) add(fees, fill.commissionAsset, fill.commission);
  }
  return {
    filled: history.filter((o) => o.status === 'FILLED').length,
    buys,
    sells,
    cancelled: history.filter((o) => o.status === 'CANCELED').length,
    turnover: listed(turnover),
    fees: listed(fees),
  };
}

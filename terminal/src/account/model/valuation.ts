import { Dec, type Balances, type FillAnswer } from '@bourse/trading';

/** Coins counted as one US dollar (and as one USDT) when an account is valued. */
export const DOLLAR_COINS = ['USDT', 'USDC', 'FDUSD', 'BUSD', 'TUSD', 'USD'];

/** A pair's last price, or null while the market has not said it. */
export type PriceOf = (symbol: string) => string | null;

/** What one coin is worth in USDT at the market's price now, or null when it has no USDT price yet. */
export function usdtPriceOf(asset: string, priceOf: PriceOf): Dec | null {
  if (DOLLAR_COINS.includes(asset)) return new Dec(1);
  const price = priceOf(`${asset}USDT`);
  return price ? new Dec(price) : null;
}

/**
 * One row of the funds tab: free, locked (held by open orders), total and its value in USDT at
 * the market price (null while unpriced).
 *
 * @example { asset: 'BTC', free: '0.40000000', locked: '0.10000000', total: '0.50000000', usdt: '30918.81' }
 */
export type FundsRow = { asset: string; free: string; locked: string; total: string; usdt: string | null };

/**
 * The funds tab: every coin with a balance, most valuable first (then by name), and the account's
 * whole value in USDT over the priced coins.
 */
export function fundsOf(balances: Balances, priceOf: PriceOf): { rows: FundsRow[]; totalUsdt: Dec; unpriced: string[] } {
  const rows: FundsRow[] = [];
  const unpriced: string[] = [];
  let totalUsdt = new Dec(0);
  for (const [asset, balance] of Object.entries(balances)) {
    if (new Dec(balance.total).isZero()) continue;
    const price = usdtPriceOf(asset, priceOf);
    const value = price ? new Dec(balance.total).times(price) : null;
    if (value) totalUsdt = totalUsdt.plus(value);
    else unpriced.push(asset);
    rows.push({ asset, free: balance.free, locked: balance.locked, total: balance.total, usdt: value ? value.toFixed(2) : null });
  }
  rows.sort((a, b) => Number(b.usdt ?? -1) - Number(a.usdt ?? -1) || a.asset.localeCompare(b.asset));
  return { rows, totalUsdt, unpriced };
}

/** The account's value in its own currency: USDT counts as a dollar; a EUR account at the market's EUR price (null until known). */
export function equityIn(currency: 'USD' | 'EUR', totalUsdt: Dec, priceOf: PriceOf): Dec | null {
  if (currency === 'USD') return totalUsdt;
  const eur = priceOf('EURUSDT') ?? priceOf('EURUSD');
  return eur ? totalUsdt.dividedBy(eur) : null;
}

/** What the account's trades put into a coin it still holds: quantity and what it cost in USDT (average cost). */
export type Position = { asset: string; qty: Dec; cost: Dec };

/**
 * The positions the account's fills on USDT pairs built, at average cost: a buy adds its quantity
 * (less a fee taken in the coin) and its cost, a sell takes out its share of both. Coins from
 * deposits or the demo start have no cost and no position.
 */
export function positionsFrom(fills: readonly FillAnswer[]): Position[] {
  const positions = new Map<string, Position>();
  for (const fill of [...fills].sort((a, b) => a.time - b.time || a.id - b.id)) {
    if (!fill.symbol.endsWith('USDT')) continue;
    const asset = fill.symbol.slice(0, -4);
    const held = positions.get(asset) ?? { asset, qty: new Dec(0), cost: new Dec(0) };
    if (fill.side === 'BUY') {
      const qty = new Dec(fill.qty).minus(fill.commissionAsset === asset ? fill.commission : 0);
      positions.set(asset, { asset, qty: held.qty.plus(qty), cost: held.cost.plus(fill.quoteQty) });
    } else if (held.qty.gt(0)) {
      const sold = Dec.min(held.qty, fill.qty);
      const share = sold.dividedBy(held.qty);
      positions.set(asset, { asset, qty: held.qty.minus(sold), cost: held.cost.minus(held.cost.times(share)) });
    }
  }
  return [...positions.values()].filter((p) => p.qty.gt(0));
}

/**
 * Open profit and loss: each position valued at the market price now, less what it cost; in USDT,
 * to 2 decimals (a position still unpriced counts nothing).
 *
 * @example openPnl([{ asset: 'BTC', qty: new Dec('0.01'), cost: new Dec('600') }], () => '61000'); // '10.00'
 */
export function openPnl(positions: readonly Position[], priceOf: PriceOf): string {
  let pnl = new Dec(0);
  for (const p of positions) {
    const price = usdtPriceOf(p.asset, priceOf);
    if (price) pnl = pnl.plus(p.qty.times(price).minus(p.cost));
  }
  return pnl.toFixed(2);
}

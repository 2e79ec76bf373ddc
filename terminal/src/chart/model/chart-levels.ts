import { Dec, toDecimal, type DecimalInput } from '@bourse/market';

/** Support and resistance levels: from the mean of the last 30 distinct prices. */
export const LEVEL_WINDOW = 30;
export const SUPPORT_FACTORS = ['0.95', '0.90'] as const;
export const RESISTANCE_FACTORS = ['1.05', '1.10'] as const;
export const STOP_LOSS_FACTOR = '0.98';
export const TAKE_PROFIT_FACTOR = '1.05';

/**
 * Support and resistance for the technical-analysis panel, nearest first.
 *
 * @example
 * const levels: ChartLevels = { mean: Dec(100), support: [Dec(95), Dec(90)], resistance: [Dec(105), Dec(110)] };
 */
export interface ChartLevels {
  mean: Dec;
  support: [Dec, Dec];
  resistance: [Dec, Dec];
}

/**
 * The last `LEVEL_WINDOW` distinct prices, newest last: walked back from the newest so a price that
 * repeats (flat candles) counts once and older distinct prices fill the window instead.
 */
export function lastDistinctPrices(prices: readonly DecimalInput[], window = LEVEL_WINDOW): Dec[] {
  const seen = new Set<string>();
  const picked: Dec[] = [];
  for (let index = prices.length - 1; index >= 0 && picked.length < window; index -= 1) {
    const price = toDecimal(prices[index]!);
    if (!price) continue;
    const key = price.toString();
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(price);
  }
  return picked.reverse();
}

/**
 * Support at 95% and 90%, resistance at 105% and 110% of the mean of the last 30 distinct prices;
 * null when there is no valid price at all.
 *
 * @example
 * chartLevels(['100', '100', '110'])?.support[0].toString(); // '99.75' (95% of 105)
 */
export function chartLevels(prices: readonly DecimalInput[]): ChartLevels | null {
  const distinct = lastDistinctPrices(prices);
  if (distinct.length === 0) return null;
  const mean = distinct.reduce((sum, price) => sum.plus(price), new Dec(0)).div(distinct.length);
  const [s1, s2] = SUPPORT_FACTORS;
  const [r1, r2] = RESISTANCE_FACTORS;
  return { mean, support: [mean.times(s1), mean.times(s2)], resistance: [mean.times(r1), mean.times(r2)] };
}

/**
 * The order form's recommendation: stop-loss 98% and take-profit 105% of the price; null for a
 * price that is not a positive number.
 *
 * @example
 * recommendedStops('61000')?.stopLoss.toString(); // '59780'
 */
export function recommendedStops(price: DecimalInput): { stopLoss: Dec; takeProfit: Dec } | null {
  const value = toDecimal(price);
  if (!value || value.lte(0)) return null;
  return { stopLoss: value.times(STOP_LOSS_FACTOR), takeProfit: value.times(TAKE_PROFIT_FACTOR) };
}

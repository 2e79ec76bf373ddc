import {
  closePriceOf,
  Dec,
  INSTRUMENTS,
  openResult,
  priceText,
  toCents,
  type MarginAccountAnswer,
  type MarginQuoteAnswer,
  type MarketQuotes,
} from '@bourse/trading';

/**
 * The forex account as the terminal draws it between two answers of the server: each position
 * marked to the latest quote the page heard (its close price, open result in USD and pips), and the
 * account's equity, free margin and margin level from those marks. Only a preview, with the rules
 * the engine uses: the engine decides every close, stop and stop-out on its own quotes.
 *
 * @example
 * markAccount(account, { EURUSD: { symbol: 'EURUSD', bid: '1.19995', ask: '1.20055', … } }).positions[0].profit; // '-60.00'
 */
export function markAccount(account: MarginAccountAnswer, quotes: Readonly<Record<string, MarginQuoteAnswer>>): MarginAccountAnswer {
  const market: MarketQuotes = Object.fromEntries(Object.values(quotes).map((q) => [q.symbol, { bid: q.bid, ask: q.ask, time: q.time }]));
  let open = new Dec(0);
  const positions = account.positions.map((p) => {
    const quote = market[p.symbol];
    const instrument = INSTRUMENTS[p.symbol];
    if (!quote || !instrument) {
      open = open.plus(p.profit ?? '0');
      return p;
    }
    const result = openResult(p, market);
    open = open.plus(toCents(result.money));
    return {
      ...p,
      closePrice: priceText(instrument, closePriceOf(p.side, quote)),
      profit: toCents(result.money).toFixed(2),
      pips: result.pips.toFixed(1),
    };
  });
  const equity = new Dec(account.balance).plus(open);
  const margin = new Dec(account.margin);
  return {
    ...account,
    positions,
    equity: equity.toFixed(2),
    freeMargin: equity.minus(margin).toFixed(2),
    level: margin.isZero() ? null : equity.div(margin).times(100).toFixed(2),
  };
}

/** Whether a margin level is in the margin call (at or below 100 %), for the account bar's warning colour. */
export const inMarginCall = (account: MarginAccountAnswer): boolean =>
  account.level !== null && new Dec(account.level).lte(account.marginCallLevel);

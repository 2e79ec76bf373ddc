// Binance-shaped answers and frames shared by the ticker tests of every layer (values from the BTCUSDT recording).
export const replay = { restUrl: 'http://127.0.0.1:9443', wsUrl: 'ws://127.0.0.1:9443', feed: 'replay' as const, label: 'Replay' };
export const rest = {
  symbol: 'BTCUSDT',
  priceChange: '-151.64000000',
  priceChangePercent: '-0.245',
  weightedAvgPrice: '61707.68161671',
  prevClosePrice: '61837.63000000',
  lastPrice: '61685.99000000',
  lastQty: '0.00140000',
  bidPrice: '0',
  bidQty: '0',
  askPrice: '0',
  askQty: '0',
  openPrice: '61837.63000000',
  highPrice: '61860.80000000',
  lowPrice: '61583.22000000',
  volume: '212.03315000',
  quoteVolume: '13084074.11238860',
  openTime: 0,
  closeTime: 86_400_000,
  firstId: 1,
  lastId: 100,
  count: 100,
};
export const tickerEvent = (c: string, L: number) => ({
  stream: 'btcusdt@ticker',
  data: {
    e: '24hrTicker',
    E: 86_401_000,
    s: 'BTCUSDT',
    p: '0',
    P: '0.000',
    w: '1',
    x: '1',
    c,
    Q: '1',
    b: '1',
    B: '1',
    a: '1',
    A: '1',
    o: '61837.63000000',
    h: '70000',
    l: '1',
    v: '300.00000000',
    q: '1',
    O: 1,
    C: 2,
    F: 1,
    L,
    n: L,
  },
});
export const tradeFrame = (p: string, t: number) => ({
  stream: 'btcusdt@trade',
  data: { e: 'trade', E: 86_402_000, s: 'BTCUSDT', t, p, q: '0.1', T: 86_402_000, m: false },
});

/**
 * How a market host answers the ticker calls over these 24 h statistics, as Binance and the replay
 * server do: `/api/v3/ticker/price` lists every symbol's price, `/api/v3/ticker/24hr` every
 * symbol's statistics or, with `symbols`, the named ones (400, code -1121, when one is not traded).
 *
 * @example
 * vi.stubGlobal('fetch', async (url: string) => tickerHostAnswer([rest], url));
 */
export function tickerHostAnswer(tickers: ReadonlyArray<typeof rest>, url: string): Response {
  const { pathname, searchParams } = new URL(url);
  if (pathname.endsWith('/api/v3/ticker/price'))
    return Response.json(tickers.map(({ symbol, lastPrice }) => ({ symbol, price: lastPrice })));
  if (!pathname.endsWith('/api/v3/ticker/24hr')) return Response.json({ code: -1, msg: `not a ticker call: ${pathname}` }, { status: 404 });
  const named = searchParams.get('symbols');
  if (named === null) return Response.json(tickers);
  const symbols = JSON.parse(named) as string[];
  if (symbols.some((symbol) => !tickers.some((ticker) => ticker.symbol === symbol)))
    return Response.json({ code: -1121, msg: 'Invalid symbol.' }, { status: 400 });
  return Response.json(tickers.filter((ticker) => symbols.includes(ticker.symbol)));
}

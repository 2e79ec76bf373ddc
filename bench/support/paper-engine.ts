// The paper engine bench's measurements (paper-engine.bench.ts runs them once per database, each in
// its own process): Payload on the database DATABASE_URI names, migrated; four traders; the ledger;
// the replay at 100x; the real engine on a free port.
import { closeBoursePayload, getBoursePayload, migrateDatabase } from '@bourse/cms';
import { openLedger, placeOrder, traderAccounts, type MarketContext } from '@bourse/cms/ledger';
import { resolveEngineConfig, startEngine } from '@bourse/engine';
import { defaultSessionFiles, startReplayServer } from '@bourse/cli/replay';
import { FEES, symbolFiltersFrom, type NewOrderRequest, type UserEvent } from '@bourse/trading';
import WebSocket from 'ws';

const RESTING = 10_000;
const ACCOUNTS = 4;
const PARALLEL = 8;
const SITE = 'http://localhost:4321';
const PASSWORD = 'correct horse battery staple 42';

const filters = symbolFiltersFrom({
  symbol: 'BTCUSDT',
  status: 'TRADING',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '0.01', maxPrice: '1000000', tickSize: '0.01' },
    { filterType: 'LOT_SIZE', minQty: '0.00001', maxQty: '9000', stepSize: '0.00001' },
    { filterType: 'NOTIONAL', minNotional: '5', applyMinToMarket: true },
  ],
});

// Placed on a quiet book (asks far above, bids far below), so every order rests whatever its side:
// the replay then trades through them from both directions as the recording falls and rises.
const context = (): MarketContext => ({
  filters,
  market: {
    symbol: 'BTCUSDT',
    asks: [['90000.00', '100']],
    bids: [['30000.00', '100']],
    lastPrice: '61700',
    lastTradeId: -1,
    bookAgeMs: 0,
  },
  fees: FEES,
  staleAfterMs: 10_000,
  now: Date.now(),
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The i-th resting order: buys and sells in turn, over the recording's range (61,590 to 61,850). */
function restingOrder(i: number): NewOrderRequest {
  const price = (61_590 + ((i * 7919) % 26_000) / 100).toFixed(2);
  return { symbol: 'BTCUSDT', side: i % 2 === 0 ? 'BUY' : 'SELL', type: 'LIMIT', timeInForce: 'GTC', price, quantity: '0.0001' };
}

export async function measureEngine() {
  const payload = await getBoursePayload();
  await migrateDatabase(payload);
  const ledger = await openLedger(payload);
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `paper-bench-${i}@bourse.test`);
  const accounts: number[] = [];
  for (const email of emails) {
    const trader = await payload.create({
      collection: 'traders',
      data: { email, password: PASSWORD, status: 'active', emailVerified: true },
    });
    accounts.push((await traderAccounts(ledger, Number(trader.id))).find((a) => a.slot === 'demo')!.id);
  }

  // Ledger writes: the resting orders, PARALLEL at a time, each one transaction.
  let next = 0;
  const placedAt = performance.now();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < RESTING) {
        const i = next++;
        const placed = await placeOrder(ledger, accounts[i % ACCOUNTS]!, `bench-${i}`, restingOrder(i), context());
        if (!placed.ok || placed.value.order.status !== 'NEW') throw new Error(`order ${i} did not rest: ${JSON.stringify(placed)}`);
      }
    }),
  );
  const writesPerSecond = RESTING / ((performance.now() - placedAt) / 1000);
  console.log(`placed ${RESTING} resting orders: ${writesPerSecond.toFixed(0)} ledger writes/s`);

  // The engine, following the replay at 100x, with the trader's push connection open.
  const replay = await startReplayServer({ port: 0, speed: 100, files: defaultSessionFiles().filter((f) => f.includes('BTCUSDT')) });
  const engine = await startEngine(
    payload,
    resolveEngineConfig({ ENGINE_PORT: '0', MARKET_REST_URL: replay.restUrl, MARKET_WS_URL: replay.wsUrl, SITE_URL: SITE }),
    { secret: 'paper-bench', apiKeySecret: 'paper-bench-api-keys', log: () => {} },
  );
  const received = new Map<number, number>();
  const toMatcher = engine.matcher.trade.bind(engine.matcher);
  engine.matcher.trade = (symbol, trade) => {
    received.set(trade.id, performance.now());
    toMatcher(symbol, trade);
  };
  const { token } = await payload.login({ collection: 'traders', data: { email: emails[0]!, password: PASSWORD } });
  const socket = new WebSocket(`${engine.url.replace('http', 'ws')}/api/trading/stream`, {
    headers: { cookie: `bourse-session=${token}`, origin: SITE },
  });
  const latencies: number[] = [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as UserEvent;
    if (event.e !== 'executionReport') return;
    for (const fill of event.fills) {
      const at = fill.marketTradeId === null ? undefined : received.get(fill.marketTradeId);
      if (at !== undefined) latencies.push(performance.now() - at);
    }
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

  // Runs until no order has filled for 8 s (or 3 minutes): the rate over the busy period.
  let firstFill = 0;
  let lastFill = 0;
  let seen = 0;
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    await pause(250);
    const fills = engine.matcher.stats.fills;
    if (fills > seen) {
      if (seen === 0) firstFill = performance.now();
      lastFill = performance.now();
      seen = fills;
    } else if (seen > 0 && performance.now() - lastFill > 8_000) break;
  }
  const { fills, trades } = engine.matcher.stats;
  const fillsPerSecond = fills / Math.max(0.001, (lastFill - firstFill) / 1000);
  const sorted = [...latencies].sort((a, b) => a - b);
  // Stopping waits for the trades still queued behind the fills; the figures are taken before it.
  const close = async () => {
    socket.close();
    await engine.close();
    await replay.close();
    await ledger.close();
    await closeBoursePayload(payload);
  };
  return {
    close,
    writesPerSecond,
    fillsPerSecond,
    fills,
    trades,
    latency: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length },
  };
}

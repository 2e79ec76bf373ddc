import type { StartConfig } from './config';

export type FeedChoice = {
  feed: 'binance' | 'replay';
  restUrl: string;
  wsUrl: string;
  reason: string;
};

/** Is Binance's public API reachable? A short timeout: these machines often have no internet. */
export async function probeBinance(config: StartConfig): Promise<{ ok: boolean; reason: string }> {
  try {
    const res = await fetch(new URL('/api/v3/ping', config.binanceRestUrl), { signal: AbortSignal.timeout(config.probeTimeoutMs) });
    return res.ok ? { ok: true, reason: 'Binance answered' } : { ok: false, reason: `Binance answered HTTP ${res.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, reason: `Binance unreachable (${cause ?? (error as Error).message})` };
  }
}

/** Live Binance when asked or reachable, else the replay server of recorded sessions. */
export async function chooseFeed(config: StartConfig): Promise<Omit<FeedChoice, 'restUrl' | 'wsUrl'> & { replay: boolean }> {
  if (config.feedMode === 'replay') return { feed: 'replay', replay: true, reason: 'MARKET_FEED=replay' };
  if (config.feedMode === 'binance') return { feed: 'binance', replay: false, reason: 'MARKET_FEED=binance' };
  const probe = await probeBinance(config);
  return probe.ok ? { feed: 'binance', replay: false, reason: probe.reason } : { feed: 'replay', replay: true, reason: probe.reason };
}

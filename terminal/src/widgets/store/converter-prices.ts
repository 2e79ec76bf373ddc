import { atom } from 'nanostores';
import { converterAssets, converterFiatSymbols, type ConverterAsset } from '../model/converter';
import { TICKER_STRIP_REFRESH_MS } from '../../ticker/model/ticker-strip';
import { fetchTickerPrices, fetchTickers24h } from '@bourse/market/client';
import { errorText, loadWhileWatched, loading, type Loadable } from '../../shared/store/loadable';

/**
 * The converter's prices: every asset the market host prices in dollars, from every symbol's last
 * price (`/api/v3/ticker/price`, request weight 4, where every symbol's 24 h statistics weigh 80),
 * refreshed every 10 s (the ticker's pace). Coins are dated when their prices arrived; fiat money
 * by its pair's own statistics (weight 2), so a recorded forex close keeps its date. A failed
 * refresh keeps the prices shown, with the error, so a conversion on the page stays valid and says
 * how old its prices are.
 *
 * @example
 * setConverterHost('https://api.binance.com'); $converterPrices.get(); // { status: 'loading', data: [], error: null }
 */
export const $converterPrices = atom<Loadable<readonly ConverterAsset[]>>(loading([]));
const $converterHost = atom<string | null>(null);

export function setConverterHost(restUrl: string): void {
  if ($converterHost.get() !== restUrl) $converterHost.set(restUrl);
}

loadWhileWatched($converterPrices, $converterHost, [], (host) => ({
  load: async (signal) => {
    const prices = await fetchTickerPrices(host, { signal });
    const at = Date.now();
    const fiat = converterFiatSymbols(prices.map(({ symbol }) => symbol));
    const fiatStats = fiat.length > 0 ? await fetchTickers24h(host, fiat, { signal }) : [];
    const dated = new Map(fiatStats.map((ticker) => [ticker.symbol, ticker] as const));
    return converterAssets(
      prices.map(({ symbol, price }) => {
        const stats = dated.get(symbol);
        return stats ? { symbol, lastPrice: stats.lastPrice, closeTime: stats.closeTime } : { symbol, lastPrice: price, closeTime: at };
      }),
    );
  },
  onError: (error, current) => {
    console.warn(`[converter] prices from ${host} failed: ${errorText(error)}`);
    return { status: 'error', data: current.data, error: errorText(error) };
  },
  nextInMs: () => TICKER_STRIP_REFRESH_MS,
}));

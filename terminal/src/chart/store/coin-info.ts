import { atom } from 'nanostores';
import { coinInfoSchema, type CoinInfo } from '../../api';
import { errorText, loadWhileWatched, loading, type Loadable } from '../../shared/store/loadable';

/**
 * The coin shown by the chart's info view, from the CMS through the site's `/api/coins/{symbol}`:
 * ready with the coin, ready with null when the CMS has no record of it, or error with the detail.
 *
 * @example
 * showCoinInfo('BTC', 'ru'); $coinInfo.get(); // { status: 'ready', data: { symbol: 'BTC', name: 'Bitcoin', ... }, error: null }
 */
export const $coinInfo = atom<Loadable<CoinInfo | null>>(loading(null));

const $coinQuery = atom<string | null>(null);

/** Show this coin in this language (the site's two-letter locale). */
export function showCoinInfo(asset: string, locale: string): void {
  const key = `${asset}|${locale.slice(0, 2).toLowerCase()}`;
  if ($coinQuery.get() !== key) $coinQuery.set(key);
}

loadWhileWatched($coinInfo, $coinQuery, null, (key) => {
  const [asset = '', locale = 'en'] = key.split('|');
  return {
    load: async (signal) => {
      const response = await fetch(`/api/coins/${encodeURIComponent(asset)}?locale=${encodeURIComponent(locale)}`, {
        signal,
        headers: { accept: 'application/json' },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      return coinInfoSchema.parse(await response.json());
    },
    onError: (error) => {
      console.warn(`[coin info] /api/coins/${asset} failed: ${errorText(error)}`);
      return { status: 'error', data: null, error: errorText(error) };
    },
  };
});

import type { Locale } from '@bourse/themes';
import { cms } from './cms';

/**
 * The logos of the given coins (by base asset) from their CMS records, as image addresses, for an
 * island that draws coins (the home hero's market card); a coin without a logo, or a CMS that cannot
 * be reached, is left out and keeps its letter.
 *
 * @example await coinLogos(['BTC', 'ETH'], 'en'); // { BTC: 'https://cms.example/api/media/file/btc.webp' }
 */
export async function coinLogos(bases: readonly string[], locale: Locale): Promise<Record<string, string>> {
  const found = await Promise.all(bases.map(async (base) => [base, await cms().getCoin(base, locale)] as const));
  return Object.fromEntries(
    found.flatMap(([base, lookup]) => (lookup.status === 'found' && lookup.coin.logo ? [[base, lookup.coin.logo.src]] : [])),
  );
}

import { cms } from './cms';

/**
 * The logos of the coins that have one in the CMS, as image addresses by base asset, for the islands
 * that draw coins (the home hero's market card, the spot terminal's pairs list and info view). One
 * cached CMS read of every coin serves them all; given `bases`, only those coins are answered. A coin
 * without a logo, or a CMS that cannot be reached, is left out and keeps its letter.
 *
 * @example await coinLogos(['BTC', 'ETH']); // { BTC: 'https://cms.example/api/media/file/btc.webp' }
 */
export async function coinLogos(bases?: readonly string[]): Promise<Record<string, string>> {
  const lookup = await cms().getCoinLogos();
  if (lookup.status !== 'found') return {};
  const wanted = bases ? new Set(bases) : undefined;
  return Object.fromEntries(lookup.items.filter((coin) => !wanted || wanted.has(coin.symbol)).map((coin) => [coin.symbol, coin.src]));
}

import type { APIRoute } from 'astro';
import { isLocale } from '@bourse/themes';
import { cms } from '../../../lib/cms';

/**
 * GET /api/coins/{symbol}?locale=xx: one coin's information for the terminal's info view, from the
 * site's 5-minute CMS cache so browsers never reach the CMS. 404 when the CMS has no such coin,
 * 503 when it cannot be asked; 400 for a symbol that is not 2-10 capital letters or digits.
 */
export const GET: APIRoute = async ({ params, url }) => {
  const symbol = params.symbol ?? '';
  if (!/^[A-Z0-9]{2,10}$/.test(symbol)) {
    return Response.json(
      { error: 'Bad Request', message: 'A coin symbol is 2-10 capital letters or digits, e.g. BTC', status: 400 },
      { status: 400 },
    );
  }
  const requested = url.searchParams.get('locale');
  const lookup = await cms().getCoin(symbol, isLocale(requested) ? requested : 'en');
  if (lookup.status === 'found') return Response.json(lookup.coin, { headers: { 'cache-control': 'public, max-age=60' } });
  const status = lookup.status === 'missing' ? 404 : 503;
  const message = lookup.status === 'missing' ? `No coin information for ${symbol}` : 'The content service did not answer';
  return Response.json({ error: lookup.status === 'missing' ? 'Not Found' : 'Service Unavailable', message, status }, { status });
};

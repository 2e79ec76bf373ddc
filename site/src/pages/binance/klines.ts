import type { APIRoute } from 'astro';
import { proxyKlines } from '@bourse/market/client';
import { serverEnv } from '../../lib/server-env';

/** `{proxy}/binance/klines`: the chart's candles through the site, from the market host. */
export const GET: APIRoute = ({ request }) => proxyKlines(request, serverEnv().MARKET_REST_URL);

import type { APIRoute } from 'astro';
import { proxyKlines } from '@bourse/market/client';
import { createKlinesGuard } from '../../lib/klines-guard';
import { serverEnv } from '../../lib/server-env';

const guard = createKlinesGuard((request) => proxyKlines(request, serverEnv().MARKET_REST_URL));

/** `{proxy}/binance/klines`: the chart's candles through the site, from the market host, limited per client and cached (lib/klines-guard.ts). */
export const GET: APIRoute = ({ request, clientAddress }) => guard(request, clientAddress);

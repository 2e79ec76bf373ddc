import { getJson, joinUrl } from '@bourse/market/client';
import type { Trade } from '@bourse/market';
import * as z from 'zod/mini';

const historicalTradesSchema = z.array(
  z.object({ id: z.number(), price: z.string(), qty: z.string(), time: z.number(), isBuyerMaker: z.boolean() }),
);

/** At most this many pages of 1,000 trades are asked to close one gap. */
export const MAX_BACKFILL_PAGES = 20;

/**
 * The trades a symbol printed from `fromId` on (`/api/v3/historicalTrades`, 1,000 a page), up to
 * and not including `untilId` when given: what the engine missed while it was stopped or its
 * connection was down. Binance answers it with an API key only; without one the gap is logged and
 * matching goes on from the live trades.
 */
export async function fetchTradesSince(restUrl: string, symbol: string, fromId: number, untilId: number | null): Promise<Trade[]> {
  const out: Trade[] = [];
  let next = fromId;
  for (let page = 0; page < MAX_BACKFILL_PAGES; page += 1) {
    const url = joinUrl(restUrl, `/api/v3/historicalTrades?symbol=${symbol}&fromId=${next}&limit=1000`);
    const trades = await getJson(url, historicalTradesSchema);
    for (const trade of trades) {
      if (untilId !== null && trade.id >= untilId) return out;
      out.push(trade);
    }
    if (trades.length < 1000) return out;
    next = trades[trades.length - 1]!.id + 1;
  }
  return out;
}

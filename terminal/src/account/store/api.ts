import { fail, type Result, type TradingErrorCode } from '@bourse/trading';
import type * as z from 'zod/mini';

/**
 * The account API (the trading engine, through the site's same-origin door): one request, its
 * answer checked against its schema, a refusal as the engine's error (code, field, parameters) for
 * the view to word in the trader's language. Nothing here decides money: the server does.
 *
 * @example
 * const placed = await tradingApi('POST', `/accounts/${id}/orders`, placedOrderSchema, { symbol: 'BTCUSDT', … });
 * if (!placed.ok) toast(describeTradingError(placed.error, locale));
 */
export async function tradingApi<S extends z.ZodMiniType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S,
  body?: unknown,
): Promise<Result<z.output<S>>> {
  let answer: Response;
  try {
    answer = await globalThis.fetch(`/api/trading${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return fail('SERVICE_UNAVAILABLE');
  }
  let json: { success?: boolean; data?: unknown; error?: string; field?: string; params?: Record<string, string> } = {};
  try {
    json = (await answer.json()) as typeof json;
  } catch {
    return fail('SERVICE_UNAVAILABLE');
  }
  if (answer.ok) {
    const parsed = schema.safeParse(json.data);
    return parsed.success ? { ok: true, value: parsed.data } : fail('SERVICE_UNAVAILABLE');
  }
  if (answer.status === 401) return fail('NOT_AUTHORISED');
  if (answer.status >= 500 || !json.error) return fail('SERVICE_UNAVAILABLE');
  return fail(json.error as TradingErrorCode, json.field, json.params);
}

/** A fresh id for a request the server must apply once however often it is sent (a retry, a double click). */
export const requestId = (prefix: string): string => `${prefix}-${globalThis.crypto.randomUUID()}`;

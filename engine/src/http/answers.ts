import type { IncomingMessage, ServerResponse } from 'node:http';
import { binanceError, type TradingError } from '@bourse/trading';
import { describeTradingError } from '@bourse/i18n';

/** Largest request body the account API reads (an order is a few hundred bytes). */
const MAX_BODY_BYTES = 16 * 1024;

/** Refusals that are not the engine's rules: who is asking, what they sent. */
export type ApiRefusal = 'SIGNED_OUT' | 'CSRF' | 'NOT_FOUND' | 'BAD_REQUEST' | 'TOO_LARGE' | 'UNAVAILABLE' | 'SERVER_ERROR';

const REFUSALS: Record<ApiRefusal, { status: number; message: string }> = {
  SIGNED_OUT: { status: 401, message: 'You are not signed in. Sign in to continue.' },
  CSRF: { status: 403, message: 'This request did not come from the site.' },
  NOT_FOUND: { status: 404, message: 'There is no such account API route.' },
  BAD_REQUEST: { status: 400, message: 'The request body is not what this route reads.' },
  TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNAVAILABLE: { status: 503, message: 'The trading engine cannot reach the market right now; try again in a moment.' },
  SERVER_ERROR: { status: 500, message: 'The trading engine failed on this request; nothing was changed.' },
};

/** A JSON answer, never cached, with any extra headers. */
export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** `{ success: true, data }`, as the account API answers. */
export function answer(res: ServerResponse, data: unknown, status = 200): void {
  send(res, status, { success: true, data });
}

/** The account API's error shape (`error`, `message`, `status`, `details`, `validationErrors`). */
export function refuse(res: ServerResponse, code: ApiRefusal, details: string[] = []): void {
  const { status, message } = REFUSALS[code];
  send(res, status, { success: false, error: code, message, status, details, validationErrors: [] });
}

/**
 * An engine rule refused the request (422): the code and parameters the browser words in the
 * trader's language, the English text, the field, and Binance's code and message for bots.
 */
export function refuseRule(res: ServerResponse, error: TradingError, status = 422): void {
  const message = describeTradingError(error, 'en');
  send(res, status, {
    success: false,
    error: error.code,
    message,
    status,
    details: [],
    validationErrors: error.field ? [{ field: error.field, code: error.code, message }] : [],
    params: error.params ?? {},
    binance: binanceError(error),
  });
}

/** The JSON body, or null when it is missing, malformed or too large (answered already). */
export async function readJson(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      refuse(res, 'TOO_LARGE');
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    refuse(res, 'BAD_REQUEST', ['The body is not JSON.']);
    return null;
  }
}

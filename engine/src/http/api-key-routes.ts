import type { ServerResponse } from 'node:http';
import { createApiKey, listApiKeys, revokeApiKey, verifyTraderPassword } from '@bourse/cms/ledger';
import { IntervalCounter } from '@bourse/market';
import { API_KEY_LIMIT, apiAddressesOf, newApiKeySchema, readIpAllowList, type ApiKeyError } from '@bourse/trading';
import type { TradingService } from '../service';
import { keyCacheOf } from '../binance/key-cache';
import { answer, send } from './answers';
import { body, route } from './routes';

// The trader's keys for the trading API, made and revoked from the cabinet's security settings
// (same origin, the session cookie); the signed API itself is in ../binance.

/** Wrong passwords a trader may give when making keys in a quarter of an hour, before waiting for the next. */
const PASSWORD_TRIES = 5;
const wrongPasswords = new IntervalCounter(15 * 60_000);

const KEY_ERRORS: Record<ApiKeyError['code'], { status: number; message: string }> = {
  LABEL_REQUIRED: { status: 422, message: 'Give the key a label.' },
  IP_LIST_INVALID: { status: 422, message: 'An entry of the IP allow-list is not an address or range.' },
  IP_LIST_TOO_LONG: { status: 422, message: 'The IP allow-list has too many entries.' },
  PUBLIC_KEY_REQUIRED: { status: 422, message: 'Paste the Ed25519 public key.' },
  PUBLIC_KEY_INVALID: { status: 422, message: 'This is not an Ed25519 public key in PEM form.' },
  PASSWORD_REQUIRED: { status: 422, message: 'Enter your password to make a key.' },
  WRONG_PASSWORD: { status: 422, message: 'The password is not right.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many wrong passwords: try again later.' },
  TWO_FACTOR_REQUIRED: { status: 422, message: 'Enter the two-factor code.' },
  WRONG_2FA: { status: 422, message: 'The two-factor code is not right.' },
  KEY_LIMIT: { status: 422, message: `You have ${API_KEY_LIMIT} keys: revoke one to make another.` },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'There is no such account of yours.' },
  KEY_NOT_FOUND: { status: 404, message: 'There is no such key of yours.' },
};

/** A key refusal in the account API's shape: the code the cabinet words, and English for anyone else. */
function refuseKey(res: ServerResponse, error: ApiKeyError, headers: Record<string, string> = {}): void {
  const { status, message } = KEY_ERRORS[error.code];
  send(
    res,
    status,
    {
      success: false,
      error: error.code,
      message,
      status,
      details: [],
      validationErrors: error.field ? [{ field: error.field, code: error.code, message }] : [],
      params: error.params ?? {},
    },
    headers,
  );
}

const listOf = async (service: TradingService, traderId: number) => ({
  keys: await listApiKeys(service.ledger, traderId),
  limit: API_KEY_LIMIT,
  addresses: apiAddressesOf(service.tradingApiUrl),
  // Two-factor lives in the browser today (the cabinet's simulation); the server asks for the password alone.
  twoFactorRequired: false,
});

route('GET', '/api/trading/api-keys', async (ctx) => answer(ctx.res, await listOf(ctx.service, ctx.traderId)));

route('POST', '/api/trading/api-keys', async (ctx) => {
  const input = await body(ctx, newApiKeySchema);
  if (!input) return;
  const label = input.label.trim();
  if (!label) return refuseKey(ctx.res, { code: 'LABEL_REQUIRED', field: 'label' });
  const ipAllowList = readIpAllowList(input.ipAllowList);
  if (!ipAllowList.ok) return refuseKey(ctx.res, ipAllowList.error);
  if (!(await ctx.service.account(ctx.traderId, input.accountId)))
    return refuseKey(ctx.res, { code: 'ACCOUNT_NOT_FOUND', field: 'accountId' });
  if (!input.password) return refuseKey(ctx.res, { code: 'PASSWORD_REQUIRED', field: 'password' });
  const now = Date.now();
  const who = String(ctx.traderId);
  if (wrongPasswords.used(who, now) >= PASSWORD_TRIES)
    return refuseKey(ctx.res, { code: 'TOO_MANY_ATTEMPTS' }, { 'retry-after': String(wrongPasswords.retryAfterSeconds(now)) });
  if (!(await verifyTraderPassword(ctx.service.ledger, ctx.traderId, input.password))) {
    wrongPasswords.add(who, 1, now);
    return refuseKey(ctx.res, { code: 'WRONG_PASSWORD', field: 'password' });
  }
  const made = await createApiKey(
    ctx.service.ledger,
    ctx.traderId,
    {
      label,
      permissions: input.permissions,
      kind: input.kind,
      accountId: input.accountId,
      ipAllowList: ipAllowList.value,
      publicKey: input.publicKey,
    },
    ctx.service.apiKeySecret,
    now,
  );
  if (!made.ok) return refuseKey(ctx.res, made.error);
  answer(ctx.res, made.value, 201);
});

route('DELETE', '/api/trading/api-keys/:id', async (ctx) => {
  if (!(await revokeApiKey(ctx.service.ledger, ctx.traderId, Number(ctx.params[0])))) return refuseKey(ctx.res, { code: 'KEY_NOT_FOUND' });
  // The signed API's next request with the key reads the ledger again, and finds it gone.
  keyCacheOf(ctx.service.ledger).forget();
  answer(ctx.res, await listOf(ctx.service, ctx.traderId));
});

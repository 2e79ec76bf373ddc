import { touchApiKey, API_KEY_PATTERN, type ApiKeyRecord, type Ledger } from '@bourse/cms/ledger';
import { ApiError, mandatory } from '@bourse/market';
import { ipAllowed, type ApiKeyPermission } from '@bourse/trading';
import { aheadOfServer, badApiKeyFormat, badRecvWindow, badSignature, outsideRecvWindow, rejectedKey } from './errors';
import { keyCacheOf, type Caller } from './key-cache';
import { ed25519Matches, hmacMatches, signedPayload } from './signature';

export type { Caller };

/** Binance's default and largest `recvWindow`, and how far ahead of the server a timestamp may be. */
const RECV_WINDOW = 5_000;
const MAX_RECV_WINDOW = 60_000;
const AHEAD_MS = 1_000;
/** A key's "last used" is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

/** The key named by `X-MBX-APIKEY` (the user data stream's calls need only this), or -2014 / -2015. */
export async function keyOf(ledger: Ledger, secret: string, header: string | undefined, address: string): Promise<Caller> {
  if (!header || !API_KEY_PATTERN.test(header)) throw badApiKeyFormat();
  const caller = await keyCacheOf(ledger).caller(header, secret);
  if (!caller || !ipAllowed(caller.key.ipAllowList, address)) throw rejectedKey();
  return caller;
}

const touched = new Map<number, number>();
function noteUse(ledger: Ledger, key: ApiKeyRecord, now: number): void {
  if (now - (touched.get(key.id) ?? 0) < TOUCH_EVERY_MS) return;
  touched.set(key.id, now);
  void touchApiKey(ledger, key.id, now).catch(() => touched.delete(key.id));
}

/**
 * A SIGNED request checked as Binance checks one: the key (-2014, -2015 also for an address off its
 * allow-list), `timestamp` within `recvWindow` of the server's clock (-1021; -1131 for a window over
 * 60 s), the HMAC-SHA256 or Ed25519 signature over the query and body as sent (-1022), and the
 * key's permission for the endpoint (-2015).
 *
 * @example
 * const caller = await signedCaller(ledger, secret, { apiKey, address, query, body, params, now: Date.now() }, 'trade');
 */
export async function signedCaller(
  ledger: Ledger,
  secret: string,
  request: { apiKey: string | undefined; address: string; query: string; body: string; params: URLSearchParams; now: number },
  needs: ApiKeyPermission,
): Promise<Caller> {
  const caller = await keyOf(ledger, secret, request.apiKey, request.address);
  const timestampText = request.params.get('timestamp');
  if (!timestampText) throw mandatory('timestamp');
  const signed = signedPayload(request.query, request.body);
  if (!signed || !signed.signature) throw mandatory('signature');
  const timestamp = Number(timestampText);
  if (!/^\d{1,20}$/.test(timestampText))
    throw new ApiError(400, -1100, "Illegal characters found in parameter 'timestamp'; legal range is '^[0-9]{1,20}$'.");
  const windowText = request.params.get('recvWindow');
  const recvWindow = windowText === null ? RECV_WINDOW : Number(windowText);
  if (!Number.isFinite(recvWindow) || recvWindow <= 0 || recvWindow > MAX_RECV_WINDOW) throw badRecvWindow();
  if (timestamp - request.now > AHEAD_MS) throw aheadOfServer();
  if (request.now - timestamp > recvWindow) throw outsideRecvWindow();
  const { key } = caller;
  const valid =
    key.kind === 'ED25519'
      ? key.publicKey !== null && ed25519Matches(key.publicKey, signed.payload, signed.signature)
      : key.secret !== null && hmacMatches(key.secret, signed.payload, signed.signature);
  if (!valid) throw badSignature();
  if (needs === 'trade' && key.permissions !== 'trade') throw rejectedKey();
  noteUse(ledger, key, request.now);
  return caller;
}

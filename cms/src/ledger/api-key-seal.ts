import { createCipheriv, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomInt } from 'node:crypto';

// The trading API's key material: the key strings Binance's clients expect, the HMAC secret sealed
// for the database, and the Ed25519 public key a trader pastes.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Binance's API keys and secrets are 64 letters and digits; clients check the length. */
export const API_KEY_PATTERN = /^[A-Za-z0-9]{64}$/;

/** 64 letters and digits from the system's random source (about 381 bits). */
export function randomKeyString(): string {
  let out = '';
  for (let i = 0; i < 64; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

const VERSION = 'v1';

const derived = new Map<string, Buffer>();

/**
 * The AES-256 key derived from the server's secret; the purpose in HKDF's info keeps it apart from
 * every other use of that secret. Derived once per server secret (a process has one or two).
 */
function sealingKey(serverSecret: string): Buffer {
  let key = derived.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'bourse', 'trading API key secrets', 32));
    derived.set(serverSecret, key);
  }
  return key;
}

/**
 * An HMAC secret sealed for the database with AES-256-GCM under the server's key, bound to its API
 * key (the additional data): a sealed secret copied onto another key's row does not open there.
 *
 * @example
 * const sealed = sealSecret(secret, apiKey, readSecrets().apiKeySecret); // 'v1.<iv>.<tag>.<ciphertext>'
 * openSecret(sealed, apiKey, readSecrets().apiKeySecret) === secret; // true
 */
export function sealSecret(secret: string, apiKey: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  cipher.setAAD(Buffer.from(apiKey));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The secret, or null when the seal is not ours (another server key, another API key, a changed byte). */
export function openSecret(sealed: string, apiKey: string, serverSecret: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(apiKey));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * An Ed25519 public key as a trader pastes it (PEM, `-----BEGIN PUBLIC KEY-----`), written back in
 * one spelling; null for anything else (another algorithm, a private key, text).
 *
 * @example
 * readEd25519PublicKey(pem); // '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA…\n-----END PUBLIC KEY-----\n'
 */
export function readEd25519PublicKey(text: string): string | null {
  const trimmed = text.trim();
  if (!/^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----$/.test(trimmed)) return null;
  try {
    const key = createPublicKey({ key: trimmed, format: 'pem' });
    if (key.asymmetricKeyType !== 'ed25519') return null;
    return key.export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    return null;
  }
}

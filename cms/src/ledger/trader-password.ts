import { pbkdf2, timingSafeEqual } from 'node:crypto';
import { eq } from '@payloadcms/db-sqlite/drizzle';
import type { Ledger } from './connection';
import { text } from './sql';

// Payload's password hashes: `pbkdf2-sha256-v1:<hex>` (600 000 iterations, 32 bytes) and, for
// passwords set before that format, bare hex (25 000 iterations, 512 bytes).
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:';

function parameters(hash: string): { hex: string; iterations: number; length: number } {
  if (hash.startsWith(CURRENT_PREFIX)) return { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, length: 32 };
  return { hex: hash, iterations: 25_000, length: 512 };
}

/**
 * Whether `password` is the trader's, checked against the hash Payload keeps, without signing in
 * (no session is made): what a sensitive change such as a new API key asks for.
 *
 * @example
 * await verifyTraderPassword(ledger, 7, 'correct horse'); // true
 */
export async function verifyTraderPassword(ledger: Ledger, traderId: number, password: string): Promise<boolean> {
  const { traders } = ledger.tables;
  const [row] = await ledger.db.select({ hash: traders.hash!, salt: traders.salt! }).from(traders).where(eq(traders.id!, traderId));
  const hash = text(row?.hash);
  const salt = text(row?.salt);
  if (!hash || !salt || !password) return false;
  const { hex, iterations, length } = parameters(hash);
  const stored = Buffer.from(hex, 'hex');
  const given = await new Promise<Buffer>((resolve, reject) =>
    pbkdf2(password, salt, iterations, length, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  );
  return stored.length === given.length && timingSafeEqual(stored, given);
}

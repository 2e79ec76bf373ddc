import crypto from 'node:crypto';

/**
 * Payload's current password hash: PBKDF2-SHA256, 600 000 iterations, 32 bytes. A login for an
 * address with no account computes one too, on a throw-away salt, so it takes the same work as a
 * wrong password for a real account and its timing says nothing about which addresses exist.
 * (Called through `crypto.pbkdf2`, as Payload does, so one spy sees both.)
 */
export const PASSWORD_HASH_ITERATIONS = 600_000;
export const PASSWORD_HASH_BYTES = 32;

export function hashDummyPassword(password: string): Promise<void> {
  const salt = crypto.randomBytes(32).toString('hex');
  return new Promise((resolve) => crypto.pbkdf2(password, salt, PASSWORD_HASH_ITERATIONS, PASSWORD_HASH_BYTES, 'sha256', () => resolve()));
}

import type { z } from 'zod';
import { CliError } from '../errors';
import type { userJsonSchema } from '../output/schemas';
import type { Payload } from './sites-data';

export const roles = ['trader', 'editor', 'admin'] as const;
export type Role = (typeof roles)[number];
type AccountDoc = {
  id: number | string;
  email: string;
  role?: string | null;
  lockUntil?: string | null;
  loginAttempts?: number | null;
  createdAt: string;
};
export type Account = { collection: 'editors' | 'traders'; doc: AccountDoc };

export const collectionOf = (role: Role) => (role === 'trader' ? 'traders' : 'editors');

export function toUserJson({ collection, doc }: Account, now = Date.now()): z.input<typeof userJsonSchema> {
  const lockedUntil = doc.lockUntil && Date.parse(doc.lockUntil) > now ? new Date(doc.lockUntil).toISOString() : null;
  return {
    email: doc.email,
    role: collection === 'traders' ? 'trader' : doc.role === 'admin' ? 'admin' : 'editor',
    locked: lockedUntil !== null,
    lockedUntil,
    loginAttempts: doc.loginAttempts ?? 0,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

/** Editors then traders, oldest first; lockout fields are hidden from API reads, shown here. */
export async function listAccounts(payload: Payload): Promise<Account[]> {
  const accounts: Account[] = [];
  for (const collection of ['editors', 'traders'] as const) {
    const { docs } = await payload.find({ collection, limit: 0, pagination: false, depth: 0, sort: 'createdAt', showHiddenFields: true });
    accounts.push(...docs.map((doc) => ({ collection, doc: doc as unknown as AccountDoc })));
  }
  return accounts;
}

export async function findAccount(payload: Payload, email: string): Promise<Account> {
  const wanted = email.trim().toLowerCase();
  const account = (await listAccounts(payload)).find(({ doc }) => doc.email.toLowerCase() === wanted);
  if (!account) throw new CliError(`no account with the e-mail "${email}": "bourse user list" shows them`);
  return account;
}

/** A password read whole from stdin (`--password-stdin`), without its final line break. */
export async function readPasswordFromStdin(stream: NodeJS.ReadableStream = process.stdin): Promise<string> {
  if ((stream as { isTTY?: boolean }).isTTY)
    throw new CliError('--password-stdin reads the password from a pipe: echo "$PASSWORD" | bourse user create …', 2);
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

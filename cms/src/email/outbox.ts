import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { resolveDataDir } from '../db/resolve-uri';

/**
 * The development outbox: one JSON file per sent message in `<data dir>/outbox`. Tests and
 * `bourse mail list` read verification and reset links from it; no mail server is needed.
 * @example outboxMessageSchema.parse({ id: 'x', to: 'a@b.co', subject: 'Hi', text: '', html: '', sentAt: '2026-01-01T00:00:00.000Z' })
 */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string().optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxDir = (dataDir = resolveDataDir()) => path.join(dataDir, 'outbox');

export function writeOutboxMessage(message: OutboxMessage, dir = outboxDir()): string {
  mkdirSync(dir, { recursive: true });
  // The timestamp prefix keeps the files in sending order when listed.
  const file = path.join(dir, `${message.sentAt.replace(/[:.]/g, '-')}-${message.id}.json`);
  writeFileSync(file, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 });
  return file;
}

/** Every readable message, oldest first; a broken file is skipped rather than hiding the rest. */
export function readOutbox(dir = outboxDir()): OutboxMessage[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.flatMap((name) => {
    const parsed = outboxMessageSchema.safeParse(safeJson(readFileSync(path.join(dir, name), 'utf8')));
    return parsed.success ? [parsed.data] : [];
  });
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The token of the newest link of a kind sent to an address, e.g. to finish a journey in a test.
 * @example latestLinkToken(readOutbox(), 'a@b.co', 'verify-email') // '9f2c…'
 */
export function latestLinkToken(messages: OutboxMessage[], to: string, page: 'verify-email' | 'reset-password'): string | undefined {
  const pattern = new RegExp(`/${page}\\?token=([0-9a-f]+)`);
  for (const message of [...messages].reverse()) {
    if (message.to.toLowerCase() !== to.toLowerCase()) continue;
    const match = pattern.exec(message.text);
    if (match) return match[1];
  }
  return undefined;
}

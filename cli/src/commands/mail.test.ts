import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProgram } from '../main';

afterEach(() => vi.restoreAllMocks());

async function run(args: string[], dataDir: string): Promise<string> {
  process.env.BOURSE_DATA_DIR = dataDir;
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  await buildProgram().parseAsync(['node', 'bourse', ...args]);
  return out;
}

describe('bourse mail list', () => {
  it('prints each message with its links, oldest first, and filters by recipient', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-mail-'));
    // The outbox's file format is the contract between the CMS and this command: one JSON file per message.
    const outbox = path.join(dir, 'outbox');
    mkdirSync(outbox);
    const writeOutboxMessage = (message: Record<string, string>) =>
      writeFileSync(path.join(outbox, `${message.sentAt!.replace(/[:.]/g, '-')}-${message.id}.json`), JSON.stringify(message));
    const base = { from: 'no-reply@bourse.local', html: '' };
    writeOutboxMessage({
      ...base,
      id: '1',
      to: 'a@example.com',
      subject: 'Confirm your e-mail address',
      text: 'Open\nhttp://localhost:4321/verify-email?token=abc',
      sentAt: '2026-01-01T00:00:00.000Z',
    });
    writeOutboxMessage({
      ...base,
      id: '2',
      to: 'b@example.com',
      subject: 'Reset your password',
      text: 'http://localhost:4321/reset-password?token=def',
      sentAt: '2026-01-01T00:01:00.000Z',
    });
    const all = await run(['mail', 'list'], dir);
    expect(all.split('\n').filter(Boolean)).toEqual([
      '2026-01-01T00:00:00.000Z  a@example.com  Confirm your e-mail address',
      '    http://localhost:4321/verify-email?token=abc',
      '2026-01-01T00:01:00.000Z  b@example.com  Reset your password',
      '    http://localhost:4321/reset-password?token=def',
    ]);
    const json = JSON.parse(await run(['mail', 'list', '--to', 'B@example.com', '--json'], dir));
    expect(json.map((m: { id: string }) => m.id)).toEqual(['2']);
  });

  it('says where it looked when the outbox is empty', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-mail-'));
    expect(await run(['mail', 'list'], dir)).toBe(`no e-mails in ${path.join(dir, 'outbox')}\n`);
  });
});

import net from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBourse } from '../support/cli';
import { freePort } from '../support/ports';

const dataDir = () => ({ BOURSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bourse-cli-')), MARKET_FEED: 'replay' });

describe('bad input to bourse gets one clear line and a non-zero exit', () => {
  it('a DATABASE_URI with an unknown scheme', async () => {
    const result = await runBourse(['start'], { ...dataDir(), DATABASE_URI: 'mysql://localhost/bourse' });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(
      'bourse: DATABASE_URI scheme "mysql:" is not supported: use file:<path> (SQLite, the default), postgres://… (PostgreSQL) or mongodb://… (MongoDB)',
    );
  });

  it('a port already in use', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    try {
      const result = await runBourse(['start'], {
        ...dataDir(),
        CMS_PORT: String(await freePort()),
        SITE_PORT: String(port),
        DATABASE_URI: '',
      });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `bourse: port ${port} is already in use: stop the process using it or choose another port with SITE_PORT`,
      );
    } finally {
      blocker.close();
    }
  });

  it('a port setting that is not a number', async () => {
    const result = await runBourse(['start'], { ...dataDir(), CMS_PORT: 'abc' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^bourse: invalid setting CMS_PORT: /);
  });

  it('clearing caches when nothing is running', async () => {
    const [cms, site] = [await freePort(), await freePort()];
    const result = await runBourse(['cache', 'clear'], { ...dataDir(), CMS_PORT: String(cms), SITE_PORT: String(site) });
    expect(result.code).toBe(3); // not reachable
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`CMS read cache at http://127.0.0.1:${cms}/api/read-cache/clear: not reachable`);
    expect(lines[0]).toContain(`site cache at http://127.0.0.1:${site}/api/revalidate: not reachable`);
  });

  it('an unknown theme', async () => {
    const result = await runBourse(['theme', 'use', 'neon'], dataDir());
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('bourse: unknown theme "neon": choose one of exchange, dark-brand, simple');
  });

  it('a missing recording', async () => {
    const result = await runBourse(['replay', '/nonexistent/session.jsonl.gz', '--port', String(await freePort())], dataDir());
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\/nonexistent\/session\.jsonl\.gz/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a corrupt recording names the file and line', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bourse-rec-')), 'bad.jsonl');
    const good = {
      ts_local: 1,
      kind: 'ws',
      data: { stream: 'btcusdt@trade', data: { e: 'trade', E: 1, s: 'BTCUSDT', t: 1, p: '1.0', q: '1.0', T: 1, m: true } },
    };
    writeFileSync(file, `${JSON.stringify(good)}\nnot json\n`);
    const result = await runBourse(['replay', file, '--port', String(await freePort())], dataDir());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file} line 2`);
  });
});

import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkChromium, checkNode, checkPort, checkSecrets } from './local-checks';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'bourse-doctor-'));
const secret = 'a'.repeat(64);

describe('doctor checks', () => {
  it('fails an old Node and says how to get 22', () => {
    expect(checkNode('20.19.0')).toMatchObject({ status: 'fail', fix: expect.stringContaining('Node 22') });
    expect(checkNode('22.1.0').status).toBe('ok');
  });

  it('judges the generated secrets file', () => {
    const missing = dir();
    expect(checkSecrets(missing, {})).toMatchObject({ status: 'warn', fix: expect.stringContaining('bourse migrate') });

    const good = dir();
    writeFileSync(path.join(good, 'secrets.json'), JSON.stringify({ payloadSecret: secret, revalidateSecret: secret }), { mode: 0o600 });
    expect(checkSecrets(good, {}).status).toBe('ok');

    chmodSync(path.join(good, 'secrets.json'), 0o644);
    expect(checkSecrets(good, {})).toMatchObject({ status: 'fail', fix: `chmod 600 ${path.join(good, 'secrets.json')}` });

    const broken = dir();
    writeFileSync(path.join(broken, 'secrets.json'), '{ not json', { mode: 0o600 });
    expect(checkSecrets(broken, {}).status).toBe('fail');

    expect(checkSecrets(missing, { PAYLOAD_SECRET: 'short', REVALIDATE_SECRET: secret }).status).toBe('fail');
  });

  it('a Chromium that is not there is a warning with the install command', () => {
    expect(checkChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).toMatchObject({
      status: 'warn',
      fix: expect.stringContaining('apt-get install'),
    });
  });

  it('a port taken by another program fails; a free one is ok', async () => {
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      expect(await checkPort('SITE_PORT', port, '127.0.0.1', '/')).toMatchObject({
        status: 'fail',
        fix: expect.stringContaining('SITE_PORT'),
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect((await checkPort('SITE_PORT', port, '127.0.0.1', '/')).status).toBe('ok');
  });
});

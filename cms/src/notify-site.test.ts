import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicReadCache } from './http/public-read-cache';
import { clearServerCache, forgetLoginFailures, notifySite } from './notify-site';

const SECRET = 'notify-test-secret-0123456789abcdef';
const received: { path: string; authorization?: string; body: string }[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    res.end('{}');
  });
});
const logger = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  process.env.PAYLOAD_SECRET ??= 'notify-test-payload-secret-0123456789';
  process.env.REVALIDATE_SECRET = SECRET;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.CMS_INTERNAL_URL = url;
  process.env.SITE_INTERNAL_URL = url;
});
afterAll(() => server.close());

describe('notifySite', () => {
  it('from the CLI, clears the running CMS read cache and then the site cache, both with the shared secret', async () => {
    delete process.env.NEXT_RUNTIME;
    received.length = 0;
    await notifySite({ logger } as unknown as Payload, { collection: 'pages', slug: 'about' });
    expect(received.map((r) => r.path)).toEqual(['/api/read-cache/clear', '/api/revalidate']);
    expect(received.every((r) => r.authorization === `Bearer ${SECRET}`)).toBe(true);
    expect(JSON.parse(received[1]!.body)).toEqual({ collection: 'pages', slug: 'about' });
  });

  it('inside the CMS server, clears its own cache directly and tells only the site', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    received.length = 0;
    publicReadCache().clear(0);
    publicReadCache().set('/api/pages', {
      status: 200,
      headers: [],
      body: new Uint8Array(1),
      br: new Uint8Array(1),
      gzip: new Uint8Array(1),
    });
    await notifySite({ logger } as unknown as Payload, { collection: 'pages' });
    delete process.env.NEXT_RUNTIME;
    expect(publicReadCache().get('/api/pages')).toBeUndefined();
    expect(received.map((r) => r.path)).toEqual(['/api/revalidate']);
  });

  it('answers a malformed server address with an error naming the problem, never an exception in a change hook', async () => {
    process.env.SITE_INTERNAL_URL = 'undefined';
    process.env.CMS_INTERNAL_URL = 'not a url';
    for (const answer of [await clearServerCache('site', '{}'), await clearServerCache('cms', '{}'), await forgetLoginFailures('a@b.c')]) {
      expect(answer).toMatchObject({ error: expect.stringMatching(/^cannot build the server's address: Invalid URL/) });
    }
    await expect(notifySite({ logger } as unknown as Payload, { collection: 'faq' })).resolves.toBeUndefined();
  });

  it('does not fail the change when neither server answers', async () => {
    process.env.CMS_INTERNAL_URL = 'http://127.0.0.1:1';
    process.env.SITE_INTERNAL_URL = 'http://127.0.0.1:1';
    await expect(notifySite({ logger } as unknown as Payload, { collection: 'faq' })).resolves.toBeUndefined();
  });
});

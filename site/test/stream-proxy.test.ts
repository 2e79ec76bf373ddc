import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
// @ts-expect-error: a plain ES module of the site's server, no types
import { proxyStream } from '../stream-proxy.mjs';

// The push channel's door on the site: a websocket opened on the site's origin reaches the
// engine with the trader's session cookie and the page's Origin only, and speaks both ways.

let engine: http.Server;
let site: http.Server;
let engineUrl: string;
let siteUrl: string;
const seen: http.IncomingHttpHeaders[] = [];

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  engine = http.createServer();
  const wss = new WebSocketServer({ noServer: true });
  engine.on('upgrade', (req, socket, head) => {
    seen.push(req.headers);
    if (!String(req.headers.cookie ?? '').includes('bourse-session='))
      return socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
    wss.handleUpgrade(req, socket, head, (ws) => ws.on('message', (data) => ws.send(`engine heard ${data}`)));
  });
  engineUrl = `http://${await listen(engine)}`;
  site = http.createServer((_req, res) => res.end());
  site.on('upgrade', (req, socket, head) => proxyStream(req, socket, head, engineUrl));
  siteUrl = `ws://${await listen(site)}`;
});

afterAll(() => {
  site?.close();
  engine?.close();
});

const open = (path: string, headers: Record<string, string>) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${siteUrl}${path}`, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    socket.once('error', reject);
  });

describe('the push channel through the site', () => {
  it('reaches the engine with the trader’s cookie and the Origin only, and carries messages both ways', async () => {
    const socket = await open('/api/trading/stream', {
      cookie: 'payload-token=editor; bourse-session=trader.jwt; other=1',
      origin: 'http://site.test',
    });
    const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    socket.send('hello');
    expect(await reply).toBe('engine heard hello');
    expect(seen.at(-1)).toMatchObject({ cookie: 'bourse-session=trader.jwt', origin: 'http://site.test' });
    socket.close();
  });

  it('passes the engine’s refusal on, and opens nothing at any other path', async () => {
    await expect(open('/api/trading/stream', { origin: 'http://site.test' })).rejects.toThrow('401');
    await expect(open('/api/trading/other', { cookie: 'bourse-session=x' })).rejects.toThrow('404');
  });
});

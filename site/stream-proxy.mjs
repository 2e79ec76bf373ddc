/**
 * The push channel's door: a websocket the browser opens on the site's own origin at
 * /api/trading/stream is passed to the trading engine (ENGINE_INTERNAL_URL), byte for byte once
 * open. Only the handshake's own headers, the page's Origin (the engine lets only the site's pages
 * in) and the trader's session cookies go along; any other path or cookie never leaves the site.
 */
import http from 'node:http';

const PATH = '/api/trading/stream';
const HANDSHAKE = [
  'upgrade',
  'connection',
  'sec-websocket-key',
  'sec-websocket-version',
  'sec-websocket-extensions',
  'origin',
  'user-agent',
];
const TRADER_COOKIE = /^(__Host-)?bourse-(session|refresh)$/;

/** The trader's own cookies from a Cookie header, rebuilt by name. */
export function traderCookies(header = '') {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => TRADER_COOKIE.test(part.split('=')[0] ?? ''))
    .join('; ');
}

const refuse = (socket, status, text) => socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);

/** Handles a server's `upgrade` event: the push channel to the engine, anything else refused. */
export function proxyStream(req, socket, head, engineUrl) {
  socket.on('error', () => socket.destroy());
  if (new URL(req.url ?? '/', 'http://site').pathname !== PATH) return refuse(socket, 404, 'Not Found');
  if (!engineUrl) return refuse(socket, 503, 'Service Unavailable');
  const target = new URL(PATH, engineUrl);
  const headers = { host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
  for (const name of HANDSHAKE) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
  const cookie = traderCookies(req.headers.cookie);
  if (cookie) headers.cookie = cookie;
  const upstream = http.request({ hostname: target.hostname, port: target.port, path: target.pathname, method: 'GET', headers });
  upstream.on('upgrade', (answer, engineSocket, engineHead) => {
    const lines = [`HTTP/1.1 101 ${answer.statusMessage || 'Switching Protocols'}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (engineHead.length) socket.write(engineHead);
    if (head.length) engineSocket.write(head);
    engineSocket.on('error', () => socket.destroy());
    socket.on('close', () => engineSocket.destroy());
    engineSocket.on('close', () => socket.destroy());
    engineSocket.pipe(socket).pipe(engineSocket);
  });
  upstream.on('response', (answer) => {
    refuse(socket, answer.statusCode ?? 502, answer.statusMessage || 'Refused');
    answer.resume();
  });
  upstream.on('error', () => refuse(socket, 503, 'Service Unavailable'));
  upstream.end();
}

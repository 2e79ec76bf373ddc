/**
 * The bench's reference: a plain Node HTTP server answering every request with one recorded
 * answer (status, headers and the body bytes exactly as the site sent them, compressed or not).
 * Run in its own process, beside the site, so it competes with the load the same way the site does.
 * Usage: node static-server.mjs <answer.json> <body file>; prints the port it listens on.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [answerFile, bodyFile] = process.argv.slice(2);
const { status, headers } = JSON.parse(readFileSync(answerFile, 'utf8'));
const body = readFileSync(bodyFile);
const flat = headers.flat();
const server = createServer((_req, res) => {
  res.writeHead(status, flat);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));

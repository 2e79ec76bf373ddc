import net from 'node:net';
import { CliError } from '../errors';

/** Fails with one clear line when a port we are about to listen on is taken. */
export async function assertPortFree(port: number, host: string, setting: string): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
  if (!free) {
    throw new CliError(`port ${port} is already in use: stop the process using it or choose another port with ${setting}`);
  }
}

/** Polls `url` until it answers (any status below 500), or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new CliError(`${url} stopped before it answered (see its output above)`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new CliError(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

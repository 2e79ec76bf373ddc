import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fail, ok, warn, type Check } from './check';

/** Bourse runs on Node 22 (the workspace pins it); older ones fail inside dependencies. */
export function checkNode(version = process.versions.node): Check {
  const major = Number(version.split('.')[0]);
  return major >= 22
    ? ok('node', `Node ${version}`)
    : fail('node', `Node ${version} is older than 22`, 'run through "pnpm bourse" (the workspace brings Node 22) or install Node 22');
}

/** The shared secrets: from the environment, else generated once into `<data dir>/secrets.json`. */
export function checkSecrets(dataDir: string, env: Record<string, string | undefined> = process.env): Check {
  if (env.PAYLOAD_SECRET && env.REVALIDATE_SECRET) {
    const short = [env.PAYLOAD_SECRET, env.REVALIDATE_SECRET].some((s) => s.length < 32);
    return short
      ? fail(
          'secrets',
          'PAYLOAD_SECRET or REVALIDATE_SECRET is shorter than 32 characters',
          'set both to 32+ random characters, e.g. openssl rand -hex 32',
        )
      : ok('secrets', 'PAYLOAD_SECRET and REVALIDATE_SECRET from the environment');
  }
  const file = path.join(dataDir, 'secrets.json');
  if (!existsSync(file))
    return warn('secrets', `not generated yet (${file})`, 'run "bourse migrate" or "bourse start": they generate them');
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return fail(
      'secrets',
      `${file} is not valid JSON`,
      `delete ${file} and run "bourse migrate" to generate new ones (signed-in users sign in again)`,
    );
  }
  const weak = ['payloadSecret', 'revalidateSecret'].filter((k) => typeof stored[k] !== 'string' || (stored[k] as string).length < 32);
  if (weak.length > 0)
    return fail(
      'secrets',
      `${weak.join(' and ')} in ${file} missing or shorter than 32 characters`,
      `delete ${file} and run "bourse migrate"`,
    );
  if ((statSync(file).mode & 0o077) !== 0) return fail('secrets', `${file} is readable by other users`, `chmod 600 ${file}`);
  return ok('secrets', `generated, in ${file} (mode 600)`);
}

/** The browser the tests drive; only the tests need it. */
export function checkChromium(env: Record<string, string | undefined> = process.env): Check {
  const browser = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  try {
    accessSync(browser, constants.X_OK);
    return ok('chromium', `${browser} (for the browser tests)`);
  } catch {
    return warn(
      'chromium',
      `${browser} not found (only the browser tests need it)`,
      'apt-get install -y chromium, or set CHROMIUM_PATH to a Chromium binary',
    );
  }
}

export function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * A port `bourse start` will take: free, or already serving Bourse (the product is running: fine).
 * `probe` is a path that answers only on the Bourse server meant to listen there.
 */
export async function checkPort(setting: string, port: number, host: string, probe: string): Promise<Check> {
  const name = `port ${setting}`;
  if (await canListen(port, host)) return ok(name, `${port} is free`);
  const answers = await fetch(`http://127.0.0.1:${port}${probe}`, { signal: AbortSignal.timeout(10_000) })
    .then((r) => r.ok)
    .catch(() => false);
  return answers
    ? ok(name, `${port} is in use by a running Bourse`)
    : fail(
        name,
        `${port} is in use by another program`,
        `stop the program using port ${port} (ss -ltnp | grep :${port}) or choose another port with ${setting}`,
      );
}

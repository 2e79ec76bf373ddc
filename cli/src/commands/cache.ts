import type { Command } from 'commander';
import { CliError } from '../errors';
import { resolveStartConfig } from '../start/config';

type Target = { name: string; url: string; body?: string; describe: (answer: Record<string, unknown>) => string };
type Outcome = { name: string; url: string } & ({ ok: true; text: string } | { ok: false; status?: number; reason: string });

async function clear(target: Target, secret: string): Promise<Outcome> {
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: target.body ?? '',
      signal: AbortSignal.timeout(5000),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { name: target.name, url: target.url, ok: true, text: target.describe(answer) };
    return { name: target.name, url: target.url, ok: false, status: response.status, reason: `answered ${response.status}` };
  } catch (error) {
    return { name: target.name, url: target.url, ok: false, reason: `not reachable (${(error as Error).message})` };
  }
}

/**
 * `bourse cache clear`: empties the running CMS's read cache and the site's caches (CMS data and
 * rendered pages), authenticated with the shared REVALIDATE_SECRET, so the next request of every
 * visitor is built from the database. Addresses from CMS_PORT / SITE_PORT (or CMS_INTERNAL_URL /
 * SITE_INTERNAL_URL), as `bourse start` uses them.
 */
export function registerCacheCommand(program: Command): void {
  const cache = program.command('cache').description("The running product's caches.");
  cache
    .command('clear')
    .description("Empty the CMS's read cache and the site's caches, so the next request is built fresh.")
    .action(async () => {
      const config = resolveStartConfig(process.env);
      const cmsUrl = process.env.CMS_INTERNAL_URL ?? config.cmsInternalUrl;
      const siteUrl = process.env.SITE_INTERNAL_URL ?? config.siteInternalUrl;
      const { readSecrets } = await import('@bourse/cms');
      const secret = process.env.REVALIDATE_SECRET ?? readSecrets().revalidateSecret;
      const outcomes = await Promise.all([
        clear({ name: 'CMS read cache', url: new URL('/api/read-cache/clear', cmsUrl).href, body: '{}', describe: () => 'cleared' }, secret),
        clear({ name: 'site cache', url: new URL('/api/revalidate', siteUrl).href, describe: (a) => `cleared (${Number(a.dropped ?? 0)} entries dropped)` }, secret),
      ]);
      for (const outcome of outcomes.filter((o) => o.ok)) process.stdout.write(`${outcome.name}: ${outcome.ok ? outcome.text : ''}\n`);
      const failed = outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok);
      if (failed.some((o) => o.status === 401)) {
        throw new CliError('the running servers refused the shared secret: run this with the same BOURSE_DATA_DIR or REVALIDATE_SECRET as `bourse start`');
      }
      if (failed.length > 0) throw new CliError(failed.map((o) => `${o.name} at ${o.url}: ${o.reason}`).join('; '));
    });
}

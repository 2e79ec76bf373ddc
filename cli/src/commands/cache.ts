import type { Command } from 'commander';
import { CliError } from '../errors';
import { printJson } from '../output/json';
import { cacheJsonSchema } from '../output/schemas';
import { resolveStartConfig } from '../start/config';
import { example } from './help';
import { findSiteByName, toSiteJson } from './sites-data';
import { withPayload } from './with-payload';

type Outcome = {
  process: 'cms' | 'site';
  cache: string;
  url: string;
  outcome: 'cleared' | 'unreachable' | 'refused' | 'failed';
  detail: string;
};

/**
 * `bourse cache clear`: empties the running CMS's read cache and the site's caches (CMS data and
 * rendered pages), authenticated with the shared REVALIDATE_SECRET, so the next request of every
 * visitor is built from the database. Addresses from CMS_PORT / SITE_PORT (or CMS_INTERNAL_URL /
 * SITE_INTERNAL_URL), as `bourse start` uses them.
 */
export function registerCacheCommand(program: Command): void {
  const cache = program.command('cache').description("The running product's caches.");
  const clear = cache
    .command('clear')
    .description("Empty the CMS's read cache and the site's caches, so the next request is built fresh; says what each process cleared.")
    .option('--site <name>', "only what the site cached from this site's record (default: everything)")
    .option('--json', 'print what each process cleared as JSON')
    .action(async (options: { site?: string; json?: boolean }) => {
      resolveStartConfig(process.env); // a bad CMS_PORT / SITE_PORT stops here with its own message
      const site =
        options.site === undefined
          ? undefined
          : await withPayload(async (payload) => toSiteJson(await findSiteByName(payload, options.site!)));
      const { clearServerCache, readSecrets } = await import('@bourse/cms/boot');
      const request = { timeoutMs: 5000, secret: process.env.REVALIDATE_SECRET ?? readSecrets().revalidateSecret };
      const siteBody = site ? JSON.stringify({ collection: 'sites', id: site.id }) : '';
      const [cms, siteAnswer] = await Promise.all([clearServerCache('cms', '{}', request), clearServerCache('site', siteBody, request)]);
      const outcomes: Outcome[] = [
        describe('cms', 'CMS read cache', cms, () => 'cleared'),
        describe(
          'site',
          site ? `site cache of ${site.name}` : 'site cache',
          siteAnswer,
          (a) => `cleared (${Number(a.dropped ?? 0)} entries dropped)`,
        ),
      ];
      if (options.json) printJson(cacheJsonSchema, outcomes);
      else for (const o of outcomes.filter((o) => o.outcome === 'cleared')) process.stdout.write(`${o.cache}: ${o.detail}\n`);
      const failures = outcomes.filter((o) => o.outcome !== 'cleared');
      if (failures.some((o) => o.outcome === 'refused')) {
        throw new CliError(
          'the running servers refused the shared secret: run this with the same BOURSE_DATA_DIR or REVALIDATE_SECRET as `bourse start`',
        );
      }
      if (failures.length > 0) {
        const unreachable = failures.every((o) => o.outcome === 'unreachable');
        throw new CliError(
          failures.map((o) => `${o.cache} at ${o.url}: ${o.detail}`).join('; ') + (unreachable ? ' (is "bourse start" running?)' : ''),
          unreachable ? 3 : 1,
        );
      }
    });
  example(clear, 'bourse cache clear', 'bourse cache clear --site Acme --json');
}

type Answer = { url: string } & ({ status: number; answer: Record<string, unknown> } | { error: string });

function describe(process: Outcome['process'], cache: string, result: Answer, done: (answer: Record<string, unknown>) => string): Outcome {
  if ('error' in result) return { process, cache, url: result.url, outcome: 'unreachable', detail: `not reachable (${result.error})` };
  if (result.status >= 200 && result.status < 300)
    return { process, cache, url: result.url, outcome: 'cleared', detail: done(result.answer) };
  return { process, cache, url: result.url, outcome: result.status === 401 ? 'refused' : 'failed', detail: `answered ${result.status}` };
}

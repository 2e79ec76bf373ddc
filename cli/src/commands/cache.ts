import type { Command } from 'commander';
import { CliError } from '../errors';
import { resolveStartConfig } from '../start/config';

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
      resolveStartConfig(process.env); // a bad CMS_PORT / SITE_PORT stops here with its own message
      const { clearServerCache, readSecrets } = await import('@bourse/cms/boot');
      const options = { timeoutMs: 5000, secret: process.env.REVALIDATE_SECRET ?? readSecrets().revalidateSecret };
      const [cms, site] = await Promise.all([clearServerCache('cms', '{}', options), clearServerCache('site', '', options)]);
      const outcomes = [
        { name: 'CMS read cache', result: cms, done: () => 'cleared' },
        { name: 'site cache', result: site, done: (a: Record<string, unknown>) => `cleared (${Number(a.dropped ?? 0)} entries dropped)` },
      ];
      const failures: string[] = [];
      let refused = false;
      for (const { name, result, done } of outcomes) {
        if ('error' in result) failures.push(`${name} at ${result.url}: not reachable (${result.error})`);
        else if (result.status >= 200 && result.status < 300) process.stdout.write(`${name}: ${done(result.answer)}\n`);
        else {
          refused ||= result.status === 401;
          failures.push(`${name} at ${result.url}: answered ${result.status}`);
        }
      }
      if (refused) throw new CliError('the running servers refused the shared secret: run this with the same BOURSE_DATA_DIR or REVALIDATE_SECRET as `bourse start`');
      if (failures.length > 0) throw new CliError(failures.join('; '));
    });
}

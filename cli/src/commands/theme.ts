import { themeIds, themeIdSchema, themes } from '@bourse/themes';
import type { Command } from 'commander';
import { CliError } from '../errors';
import { printJson } from '../output/json';
import { siteChangeJsonSchema, themesJsonSchema } from '../output/schemas';
import { paint } from '../output/terminal';
import { offerValues } from './completion';
import { example } from './help';
import { notifyRunningSite } from './notify';
import { resolveTargetSite, toSiteJson } from './sites-data';
import { withPayload } from './with-payload';

/** `bourse theme list` and `bourse theme use NAME [--site NAME]`: a site's theme from the command line. */
export function registerThemeCommand(program: Command): void {
  const theme = program.command('theme').description("Show or switch a site's theme (the active site unless --site names another).");
  example(theme, 'bourse theme list', 'bourse theme use dark-brand', 'bourse theme use simple --site Acme');

  const list = theme
    .command('list')
    .description("List the themes; * marks the site's.")
    .option('--site <name>', 'a site from "bourse sites list" (default: the active site)')
    .option('--json', 'print the themes as JSON')
    .action(async (options: { site?: string; json?: boolean }) => {
      const site = await withPayload((payload) => resolveTargetSite(payload, options.site));
      const rows = themeIds.map((id) => ({ id, name: themes[id].displayName, active: id === (site.theme ?? 'exchange') }));
      if (options.json) return printJson(themesJsonSchema, { site: site.name, themes: rows });
      for (const row of rows) process.stdout.write(`${row.active ? paint('green', '*') : ' '} ${row.id.padEnd(11)} ${row.name}\n`);
    });
  example(list, 'bourse theme list', 'bourse theme list --site Acme --json');

  const use = theme
    .command('use')
    .argument('<name>', `one of: ${themeIds.join(', ')}`)
    .description("Switch a site's theme; the running site shows it on the next request.")
    .option('--site <name>', 'a site from "bourse sites list" (default: the active site)')
    .option('--json', 'print the changed site as JSON')
    .action(async (name: string, options: { site?: string; json?: boolean }) => {
      const parsed = themeIdSchema.safeParse(name);
      if (!parsed.success) throw new CliError(`unknown theme "${name}": choose one of ${themeIds.join(', ')}`, 2);
      const result = await withPayload(async (payload) => {
        const site = await resolveTargetSite(payload, options.site);
        const doc = await payload.update({
          collection: 'sites',
          id: site.id,
          data: { theme: parsed.data },
          context: { skipSiteNotify: true },
        });
        const notified = await notifyRunningSite(payload, { collection: 'sites', id: site.id });
        return { site: toSiteJson(doc), notified };
      });
      if (options.json) return printJson(siteChangeJsonSchema, result);
      process.stdout.write(`site "${result.site.title}" now uses the ${parsed.data} theme\n`);
    });
  example(use, 'bourse theme use dark-brand', 'bourse theme use simple --site Acme');
  offerValues(use, 'name', themeIds);
}

import { themeIds, themeIdSchema } from '@bourse/themes';
import type { Command } from 'commander';
import { CliError } from '../errors';
import { printJson } from '../output/json';
import { siteChangeJsonSchema, sitesJsonSchema } from '../output/schemas';
import { paint } from '../output/terminal';
import { offerValues } from './completion';
import { example } from './help';
import { notifyRunningSite } from './notify';
import { findSiteByName, listSites, toSiteJson } from './sites-data';
import { withPayload } from './with-payload';

/** `https://d` for a bare domain; a full http(s) address as given. */
export function siteUrlFromDomain(domain: string): string {
  const url = /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  if (!/^https?:\/\/[a-z0-9.-]+(:\d+)?(\/\S*)?$/i.test(url))
    throw new CliError(
      `invalid --domain "${domain}": give a host name such as broker.example or an address such as https://broker.example`,
      2,
    );
  return url.replace(/\/$/, '');
}

function parseTheme(name: string): (typeof themeIds)[number] {
  const parsed = themeIdSchema.safeParse(name);
  if (!parsed.success) throw new CliError(`unknown theme "${name}": choose one of ${themeIds.join(', ')}`, 2);
  return parsed.data;
}

/** `bourse sites list | create | activate`: the site records; exactly one is active. */
export function registerSitesCommand(program: Command): void {
  const sites = program.command('sites').description('List, create and activate sites (exactly one site is active and shown to visitors).');
  example(sites, 'bourse sites list', 'bourse sites create Acme --domain acme.example --theme simple', 'bourse sites activate Acme');

  const list = sites
    .command('list')
    .description('List the sites; * marks the active one.')
    .option('--json', 'print the sites as JSON')
    .action(async (options: { json?: boolean }) => {
      const all = await withPayload(async (payload) => (await listSites(payload)).map(toSiteJson));
      if (options.json) return printJson(sitesJsonSchema, all);
      if (all.length === 0) return void process.stdout.write('no sites yet: run "bourse seed"\n');
      for (const s of all) {
        const mark = s.active ? paint('green', '*') : ' ';
        process.stdout.write(`${mark} ${s.name.padEnd(16)} ${s.theme.padEnd(11)} ${s.url}${s.default ? '  (default)' : ''}\n`);
      }
    });
  example(list, 'bourse sites list', 'bourse sites list --json');

  const create = sites
    .command('create')
    .argument('<name>', 'short brand name, shown in the header; unique')
    .description('Create a site (inactive until "bourse sites activate NAME").')
    .requiredOption('--domain <domain>', 'the host visitors use, e.g. acme.example (or a full https:// address)')
    .option('--theme <theme>', `one of ${themeIds.join(', ')}`, 'exchange')
    .option('--title <title>', 'page title (default: NAME)')
    .option('--json', 'print the new site as JSON')
    .action(async (name: string, options: { domain: string; theme: string; title?: string; json?: boolean }) => {
      const theme = parseTheme(options.theme);
      const url = siteUrlFromDomain(options.domain);
      if (!name.trim() || name.length > 60) throw new CliError('a site name must be 1 to 60 characters', 2);
      const site = await withPayload(async (payload) => {
        const existing = (await listSites(payload)).find((s) => s.name.toLowerCase() === name.toLowerCase());
        if (existing)
          throw new CliError(
            `a site named "${existing.name}" exists already: choose another name, or "bourse sites activate ${existing.name}"`,
          );
        const doc = await payload.create({
          collection: 'sites',
          locale: 'en',
          data: { name, title: options.title ?? name, url, theme, isActive: false, isDefault: false },
          context: { skipSiteNotify: true },
        });
        return toSiteJson(doc);
      });
      if (options.json) return printJson(siteChangeJsonSchema, { site, notified: false });
      process.stdout.write(
        `created site "${site.name}" (${site.url}, ${site.theme} theme); activate it with: bourse sites activate ${site.name}\n`,
      );
    });
  example(create, 'bourse sites create Acme --domain acme.example --theme dark-brand');
  offerValues(create, '--theme', themeIds);

  const activate = sites
    .command('activate')
    .argument('<name>', 'a site name from "bourse sites list"')
    .description('Make this site the one visitors see; every other site is deactivated, and the running site shows it on the next request.')
    .option('--json', 'print the activated site as JSON')
    .action(async (name: string, options: { json?: boolean }) => {
      const result = await withPayload(async (payload) => {
        const site = await findSiteByName(payload, name);
        const doc = await payload.update({ collection: 'sites', id: site.id, data: { isActive: true }, context: { skipSiteNotify: true } });
        const notified = await notifyRunningSite(payload, { collection: 'sites', id: site.id });
        return { site: toSiteJson(doc), notified };
      });
      if (options.json) return printJson(siteChangeJsonSchema, result);
      process.stdout.write(
        `site "${result.site.name}" is now active${result.notified ? ' (the running site has it)' : ' (the site shows it when it next starts)'}\n`,
      );
    });
  example(activate, 'bourse sites activate Acme');
}

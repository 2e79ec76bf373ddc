import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import { themeIds, themes } from '@bourse/themes';
import type { Payload } from 'payload';
import { locales, type Locale } from '../locales';
import { home } from './content/home';
import { terms } from './content/terms';
import type { SeedBlock } from './content/types';
import { notifySite } from '../notify-site';
import { seededLogins, type SeededLogins } from './logins';

export { seededLogins };

export type SeedOptions = {
  /** Overwrite records that exist (editor changes are kept otherwise). */
  reset?: boolean;
  /** Progress lines for the CLI. */
  log?: (line: string) => void;
};

export type SeedReport = { created: string[]; updated: string[]; kept: string[]; logins: SeededLogins };

const pages: Record<string, Record<Locale, { title: string; description: string; layout: SeedBlock[] }>> = { home, terms };

/**
 * Fills an empty database with a complete default site: three themes, the default (active) site,
 * the home and terms pages in ru/en/de/es, an admin editor and a demo trader. Idempotent: a second
 * run creates nothing and keeps every record an editor changed, unless `reset` is given.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedReport> {
  const report: SeedReport = { created: [], updated: [], kept: [], logins: seededLogins() };
  const log = options.log ?? (() => {});
  // One cache notice at the end instead of one per record.
  const context = { skipSiteNotify: true };
  const note = (kind: 'created' | 'updated' | 'kept', what: string) => {
    report[kind].push(what);
    log(`${kind.padEnd(7)} ${what}`);
  };

  for (const id of themeIds) {
    const record = themes[id];
    const found = await payload.find({ collection: 'themes', where: { name: { equals: id } }, limit: 1 });
    if (!found.docs[0]) {
      await payload.create({ collection: 'themes', data: record as never, context });
      note('created', `theme ${id}`);
    } else if (options.reset) {
      await payload.update({ collection: 'themes', id: found.docs[0].id, data: record as never, context });
      note('updated', `theme ${id}`);
    } else note('kept', `theme ${id}`);
  }

  const siteData = {
    title: 'Bourse: advanced cryptocurrency trading platform',
    name: 'Bourse',
    url: process.env.SITE_URL ?? 'http://localhost:4321',
    description: 'Trade crypto, forex, stocks and metals: spot terminal, demo and real accounts, wallet.',
    theme: 'exchange' as const,
    isDefault: true,
  };
  const sites = await payload.find({ collection: 'sites', where: { isDefault: { equals: true } }, limit: 1 });
  if (!sites.docs[0]) {
    const anyActive = await payload.count({ collection: 'sites', where: { isActive: { equals: true } } });
    await payload.create({ collection: 'sites', data: { ...siteData, isActive: anyActive.totalDocs === 0 }, context });
    note('created', 'site Bourse (default, active)');
  } else if (options.reset) {
    await payload.update({ collection: 'sites', id: sites.docs[0].id, data: { ...siteData, isActive: true }, context });
    note('updated', 'site Bourse');
  } else note('kept', `site ${sites.docs[0].title}`);

  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  const toLayout = (blocks: SeedBlock[]) =>
    blocks.map((block) =>
      block.blockType === 'richText'
        ? { blockType: 'richText', content: convertMarkdownToLexical({ editorConfig, markdown: block.markdown }) }
        : block,
    );
  for (const [slug, byLocale] of Object.entries(pages)) {
    const found = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, limit: 1, draft: true });
    if (found.docs[0] && !options.reset) {
      note('kept', `page ${slug}`);
      continue;
    }
    let id = found.docs[0]?.id;
    for (const locale of locales) {
      const content = byLocale[locale];
      const data = { slug, title: content.title, description: content.description, layout: toLayout(content.layout), _status: 'published' as const };
      if (id === undefined) id = (await payload.create({ collection: 'pages', locale, data: data as never, context })).id;
      else await payload.update({ collection: 'pages', id, locale, data: data as never, context });
    }
    note(found.docs[0] ? 'updated' : 'created', `page ${slug} (${locales.join(', ')})`);
  }

  const { editor, trader } = report.logins;
  for (const [collection, login, extra] of [
    ['editors', editor, { name: 'Site admin', role: 'admin' }],
    ['traders', trader, { username: 'demo', firstName: 'Demo', lastName: 'Trader' }],
  ] as const) {
    const found = await payload.find({ collection, where: { email: { equals: login.email } }, limit: 1 });
    if (!found.docs[0]) {
      await payload.create({ collection, data: { email: login.email, password: login.password, ...extra } as never });
      note('created', `${collection.slice(0, -1)} ${login.email}`);
    } else if (options.reset) {
      await payload.update({ collection, id: found.docs[0].id, data: { password: login.password, ...extra } as never });
      note('updated', `${collection.slice(0, -1)} ${login.email}`);
    } else note('kept', `${collection.slice(0, -1)} ${login.email}`);
  }
  if (report.created.length + report.updated.length > 0) await notifySite(payload, { collection: 'seed' });
  return report;
}

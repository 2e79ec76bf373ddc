import { themeIds, themes } from '@bourse/themes';
import type { Payload } from 'payload';
import { locales } from '../locales';
import { defaultNavigation } from '../collections/Sites/default-navigation';
import { notifySite } from '../notify-site';
import { seedArticles, seedFaqAndCoins, seedPages } from './collections';
import { seededLogins, type SeededLogins } from './logins';
import { makeContext, quiet, upsertLocalized, type Note } from './records';

export { seededLogins };

export type SeedOptions = {
  /** Overwrite records that exist (editor changes are kept otherwise). */
  reset?: boolean;
  /** Progress lines for the CLI. */
  log?: (line: string) => void;
};

export type SeedReport = { created: string[]; updated: string[]; kept: string[]; logins: SeededLogins };

/**
 * Fills a database with a complete default site: three themes, the default (active) site with its
 * menus, every public page in ru/en/de/es, FAQ, coins, blog posts, news, research with PDFs, an admin
 * editor and a demo trader. Idempotent: a second run creates nothing and keeps every record an editor
 * changed, unless `reset` is given.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedReport> {
  const report: SeedReport = { created: [], updated: [], kept: [], logins: seededLogins() };
  const log = options.log ?? (() => {});
  const note: Note = (kind, what) => {
    report[kind].push(what);
    log(`${kind.padEnd(7)} ${what}`);
  };
  const ctx = await makeContext(payload, options.reset === true, note);

  for (const id of themeIds) {
    await upsertLocalized(ctx, { collection: 'themes', where: { name: { equals: id } }, label: `theme ${id}`, byLocale: { en: themes[id] } });
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
  const anyActive = (await payload.count({ collection: 'sites', where: { isActive: { equals: true } } })).totalDocs > 0;
  const navigation = Object.fromEntries(locales.map((l) => [l, { navigation: defaultNavigation(l) }]));
  await upsertLocalized(ctx, {
    collection: 'sites',
    where: { isDefault: { equals: true } },
    label: sites.docs[0] ? `site ${sites.docs[0].title}` : 'site Bourse (default, active)',
    // The English record first; the other languages add their menu labels to the same rows.
    byLocale: { en: { ...siteData, isActive: options.reset ? true : !anyActive, ...navigation.en }, ru: navigation.ru!, de: navigation.de!, es: navigation.es! },
    shareRows: true,
  });

  await seedPages(ctx);
  await seedFaqAndCoins(ctx);
  await seedArticles(ctx);

  const { editor, trader } = report.logins;
  for (const [collection, login, extra] of [
    ['editors', editor, { name: 'Site admin', role: 'admin' }],
    ['traders', trader, { username: 'demo', firstName: 'Demo', lastName: 'Trader' }],
  ] as const) {
    const found = await payload.find({ collection, where: { email: { equals: login.email } }, limit: 1 });
    if (!found.docs[0]) {
      await payload.create({ collection, data: { email: login.email, password: login.password, ...extra }, context: quiet });
      note('created', `${collection.slice(0, -1)} ${login.email}`);
    } else if (options.reset) {
      await payload.update({ collection, id: found.docs[0].id, data: { password: login.password, ...extra }, context: quiet });
      note('updated', `${collection.slice(0, -1)} ${login.email}`);
    } else note('kept', `${collection.slice(0, -1)} ${login.email}`);
  }
  if (report.created.length + report.updated.length > 0) await notifySite(payload, { collection: 'seed' });
  return report;
}

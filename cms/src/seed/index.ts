import type { Payload } from 'payload';
import { notifySite } from '../notify-site';
import { seedArticles, seedCoins, seedFaq, seedPages } from './collections';
import { seededLogins, type SeededLogins } from './logins';
import { makeContext, type Note } from './records';
import { seedSite, seedThemes, seedUsers } from './site';

export { seededLogins };
export { SeedTargetError } from './site';

/** The parts of the seed, in the order they run (`bourse seed --only pages,faq`). */
export const seedSections = ['site', 'pages', 'faq', 'coins', 'posts', 'users'] as const;
export type SeedSection = (typeof seedSections)[number];

export type SeedOptions = {
  /** Overwrite records that exist (editor changes are kept otherwise). */
  reset?: boolean;
  /** Only these parts (default: all). `site` is the themes and the site record with its menus. */
  only?: readonly SeedSection[];
  /** Fill this existing site's menus instead of creating the default site. */
  site?: string;
  /** Progress lines for the CLI. */
  log?: (line: string) => void;
  /** Called after each part with its name, for a progress display. */
  onSection?: (section: SeedSection, index: number, total: number) => void;
};

export type SeedReport = { created: string[]; updated: string[]; kept: string[]; logins: SeededLogins };

/**
 * Fills a database with a complete default site: three themes, the default (active) site with its
 * menus, every public page in ru/en/de/es, FAQ, coins, blog posts, news, research with PDFs, an admin
 * editor and a demo trader. Idempotent: a second run creates nothing and keeps every record an editor
 * changed, unless `reset` is given. Safe to stop at any point: each record is written whole or
 * completed by the next run (a record found with languages missing gets those languages).
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedReport> {
  const report: SeedReport = { created: [], updated: [], kept: [], logins: seededLogins() };
  const log = options.log ?? (() => {});
  const note: Note = (kind, what) => {
    report[kind].push(what);
    log(`${kind.padEnd(7)} ${what}`);
  };
  const ctx = await makeContext(payload, options.reset === true, note);
  const run: Record<SeedSection, () => Promise<void>> = {
    site: async () => {
      await seedThemes(ctx);
      await seedSite(ctx, options.site);
    },
    pages: () => seedPages(ctx),
    faq: () => seedFaq(ctx),
    coins: () => seedCoins(ctx),
    posts: () => seedArticles(ctx),
    users: () => seedUsers(ctx, report.logins),
  };
  const chosen = seedSections.filter((section) => !options.only || options.only.includes(section));
  for (const [i, section] of chosen.entries()) {
    await run[section]();
    options.onSection?.(section, i + 1, chosen.length);
  }
  if (report.created.length + report.updated.length > 0) await notifySite(payload, { collection: 'seed' });
  return report;
}

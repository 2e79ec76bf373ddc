import { themeIds, themes } from '@bourse/themes';
import { locales } from '../locales';
import { builtInMenus } from '@bourse/themes/navigation';
import { themeDocOf } from '../collections/Themes/record';
import { quiet, upsertLocalized, type SeedContext } from './records';
import type { SeededLogins } from './logins';

export class SeedTargetError extends Error {
  override name = 'SeedTargetError';
}

export async function seedThemes(ctx: SeedContext): Promise<void> {
  for (const id of themeIds) {
    await upsertLocalized(ctx, {
      collection: 'themes',
      where: { name: { equals: id } },
      label: `theme ${id}`,
      byLocale: { en: themeDocOf(themes[id]) },
    });
  }
}

/**
 * The site record with its menus in every language: the default site, or the site named `name`
 * (which must exist: sites are created with `bourse sites create`). Content is shared by all sites.
 */
export async function seedSite(ctx: SeedContext, name?: string): Promise<void> {
  const { payload } = ctx;
  const navigation = Object.fromEntries(locales.map((l) => [l, { navigation: builtInMenus(l) }]));
  const others = { ru: navigation.ru!, de: navigation.de!, es: navigation.es! };
  // The default site's title and description in each language (a named site's are the operator's).
  const described = {
    ru: {
      ...others.ru,
      title: 'Bourse: продвинутая платформа для торговли криптовалютой',
      description: 'Торгуйте криптовалютой, форексом, акциями и металлами: спотовый терминал, демо- и реальные счета, кошелёк.',
    },
    de: {
      ...others.de,
      title: 'Bourse: fortschrittliche Handelsplattform für Kryptowährungen',
      description: 'Handeln Sie Krypto, Devisen, Aktien und Metalle: Spot-Terminal, Demo- und Echtgeldkonten, Wallet.',
    },
    es: {
      ...others.es,
      title: 'Bourse: plataforma avanzada de trading de criptomonedas',
      description: 'Opere con criptomonedas, divisas, acciones y metales: terminal spot, cuentas demo y reales, monedero.',
    },
  };
  if (name !== undefined) {
    const found = await payload.find({ collection: 'sites', where: { name: { equals: name } }, limit: 1, depth: 0 });
    if (!found.docs[0]) {
      const all = await payload.find({ collection: 'sites', limit: 100, depth: 0, pagination: false });
      const names = all.docs.map((s) => s.name).join(', ') || 'none yet';
      throw new SeedTargetError(`no site named "${name}": the sites are ${names} (create one with "bourse sites create")`);
    }
    // Only the menus: the site's own title, address and theme are the operator's. A site created
    // without menus gets the default ones in every language; menus it has are kept unless reset.
    const empty = !(found.docs[0].navigation?.header?.length || found.docs[0].navigation?.footer?.length);
    const target = empty ? { ...ctx, reset: true } : ctx;
    await upsertLocalized(target, {
      collection: 'sites',
      where: { name: { equals: name } },
      label: `site ${name} (menus)`,
      byLocale: { en: navigation.en!, ...others },
      shareRows: true,
    });
    return;
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
  await upsertLocalized(ctx, {
    collection: 'sites',
    where: { isDefault: { equals: true } },
    label: sites.docs[0] ? `site ${sites.docs[0].title}` : 'site Bourse (default, active)',
    // The English record first; the other languages add their menu labels to the same rows.
    byLocale: { en: { ...siteData, isActive: ctx.reset ? true : !anyActive, ...navigation.en }, ...described },
    shareRows: true,
  });
}

export async function seedUsers(ctx: SeedContext, logins: SeededLogins): Promise<void> {
  const { payload } = ctx;
  for (const [collection, login, extra] of [
    ['editors', logins.admin, { name: 'Site admin', role: 'admin' }],
    ['editors', logins.editor, { name: 'Content editor', role: 'editor' }],
    // The demo trader's address counts as confirmed (login waits for confirmation), as for `bourse user create`.
    ['traders', logins.trader, { username: 'demo', firstName: 'Demo', lastName: 'Trader', emailVerified: true }],
  ] as const) {
    const found = await payload.find({ collection, where: { email: { equals: login.email } }, limit: 1 });
    const what = `${collection.slice(0, -1)} ${login.email}`;
    const unconfirmed = found.docs[0] && 'emailVerified' in found.docs[0] && found.docs[0].emailVerified !== true;
    if (!found.docs[0]) {
      await payload.create({ collection, data: { email: login.email, password: login.password, ...extra }, context: quiet });
      ctx.note('created', what);
    } else if (ctx.reset) {
      await payload.update({ collection, id: found.docs[0].id, data: { password: login.password, ...extra }, context: quiet });
      ctx.note('updated', what);
    } else if (unconfirmed) {
      // Seeded before login waited for confirmation: confirmed now, so the printed login keeps working.
      await payload.update({ collection: 'traders', id: found.docs[0].id, data: { emailVerified: true }, context: quiet });
      ctx.note('updated', what);
    } else ctx.note('kept', what);
  }
}

import { defaultThemeId, isThemeId, type ThemeId } from '@bourse/themes';

/** The spec's site configuration, plus the site-info fields (name, siteName) clients read. */
export type SiteAnswer = {
  id: string | number;
  url: string;
  title: string;
  name: string;
  siteName: string;
  description: string;
  logo: string | null;
  thumbnail: string | null;
  theme: ThemeId;
  isDefault: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Served when the database holds no site yet: the spec's default, exchange-style theme. */
export const defaultSite: SiteAnswer = {
  id: 'default',
  url: 'http://localhost:4321',
  title: 'Bourse: advanced cryptocurrency trading platform',
  name: 'Bourse',
  siteName: 'Bourse',
  description: 'An advanced cryptocurrency trading platform: spot trading, wallet and market data.',
  logo: null,
  thumbnail: null,
  theme: defaultThemeId,
  isDefault: true,
  isActive: false,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
};

type SiteDoc = Record<string, unknown> & { id: string | number };

export function toSiteAnswer(doc: SiteDoc): SiteAnswer {
  const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
  const name = str(doc.name, defaultSite.name);
  return {
    id: doc.id,
    url: str(doc.url, defaultSite.url),
    title: str(doc.title, defaultSite.title),
    name,
    siteName: name,
    description: str(doc.description),
    logo: str(doc.logo) || null,
    thumbnail: str(doc.thumbnail) || null,
    theme: isThemeId(doc.theme) ? doc.theme : defaultThemeId,
    isDefault: doc.isDefault === true,
    isActive: doc.isActive === true,
    createdAt: str(doc.createdAt),
    updatedAt: str(doc.updatedAt),
  };
}

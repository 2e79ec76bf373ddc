import { defaultThemeId, isThemeId, type ThemeConfig, type ThemeId } from '@bourse/themes';
import { builtInMenus } from '@bourse/themes/navigation';
import { toNavigation, type Navigation } from './collections/Sites/navigation';
import { defaultLocale, locales, type Locale } from './locales';
import type { Media, Site } from './payload-types';

/** The site configuration clients read, plus the site-info fields (name, siteName) clients read. */
export type SiteAnswer = {
  id: string | number;
  url: string;
  title: string;
  name: string;
  siteName: string;
  description: string;
  /** The logo's address: the chosen image's, else the address typed on older sites. */
  logo: string | null;
  /** The default social preview's address: the chosen image's 1200x630 copy, else the typed address. */
  thumbnail: string | null;
  /** The chosen logo and social images with their resized copies (null when none is chosen). */
  logoImage: Media | null;
  socialImage: Media | null;
  theme: ThemeId;
  isDefault: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** Header menus and footer columns in the request's language (the site's own, else the built-in default). */
  navigation: Navigation;
  /** The theme record `theme` names, as edited in the admin; null when missing or invalid (shipped values apply). */
  themeConfig?: ThemeConfig | null;
  /** The colours of the cabinet's other scheme as edited, by token (`{ bg: '#FFFFFF' }`); empty when none. */
  themeSchemeColors?: Record<string, string>;
};

/** Served when the database holds no site yet: the built-in default, exchange-style theme. */
export const defaultSite: SiteAnswer = {
  id: 'default',
  url: 'http://localhost:4321',
  title: 'Bourse: advanced cryptocurrency trading platform',
  name: 'Bourse',
  siteName: 'Bourse',
  description: 'An advanced cryptocurrency trading platform: spot trading, wallet and market data.',
  logo: null,
  thumbnail: null,
  logoImage: null,
  socialImage: null,
  theme: defaultThemeId,
  isDefault: true,
  isActive: false,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
  navigation: builtInMenus(defaultLocale),
};

export const toLocale = (value: unknown): Locale => ((locales as readonly unknown[]).includes(value) ? (value as Locale) : defaultLocale);

/** Only an image counts as a logo or social picture (the field's filter, kept when reading too). */
const imageOf = (value: unknown): Media | null =>
  typeof value === 'object' && value !== null && (value as Media).mimeType?.startsWith('image/') ? (value as Media) : null;

/** `doc` at depth 0 plus, when chosen, its logo and social image records (read by the caller). */
export function toSiteAnswer(doc: Site, locale: Locale = defaultLocale, images: { logo?: unknown; social?: unknown } = {}): SiteAnswer {
  const own = toNavigation({ navigation: doc.navigation });
  const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
  const name = str(doc.name, defaultSite.name);
  return {
    id: doc.id,
    url: str(doc.url, defaultSite.url),
    title: str(doc.title, defaultSite.title),
    name,
    siteName: name,
    description: str(doc.description),
    logo: imageOf(images.logo)?.url ?? (str(doc.logo) || null),
    thumbnail: (imageOf(images.social)?.sizes?.og?.url || imageOf(images.social)?.url) ?? (str(doc.thumbnail) || null),
    logoImage: imageOf(images.logo),
    socialImage: imageOf(images.social),
    theme: isThemeId(doc.theme) ? doc.theme : defaultThemeId,
    isDefault: doc.isDefault === true,
    isActive: doc.isActive === true,
    createdAt: str(doc.createdAt),
    updatedAt: str(doc.updatedAt),
    navigation: own.header.length + own.footer.length > 0 ? own : builtInMenus(locale),
  };
}

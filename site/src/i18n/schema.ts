import type { ChromeLabelKey } from '@bourse/themes';
import * as z from 'zod';

const text = z.string().trim().min(1, { error: 'Expected a non-empty translation' });

/**
 * Every interface text of the public site, one flat key per text. en and ru must be complete;
 * de and es cover the common texts and fall back to English per key (spec, Languages).
 * @example dictionarySchema.parse(en).login // 'Log in'
 */
export const dictionarySchema = z.strictObject({
  // Chrome that every theme draws (keys shared with @bourse/themes' chromeLabelDefaults).
  skipToContent: text,
  mainNavigation: text,
  legalNavigation: text,
  languageNavigation: text,
  footerNavigation: text,
  explore: text,
  home: text,
  language: text,
  login: text,
  cabinet: text,
  markets: text,
  trade: text,
  // Header and footer links.
  trading: text,
  spot: text,
  stocks: text,
  currency: text,
  about: text,
  faq: text,
  contacts: text,
  legal: text,
  terms: text,
  privacy: text,
  kyc: text,
  riskDisclosure: text,
  withdrawal: text,
  aml: text,
  // Status pages.
  notFoundTitle: text,
  notFoundText: text,
  backHome: text,
  unavailableTitle: text,
  unavailableText: text,
  // The home page placeholder when the CMS has no home page (spec: "else a placeholder").
  homeFallbackHeading: text,
  homeFallbackText: text,
  homeFallbackCta: text,
  // Cabinet.
  cabinetTitle: text,
  cabinetLead: text,
  placeholder: text,
  cabinetAccountsNote: text,
  // Menus, pages, islands' static frames, clear-cache and the error screen.
  menu: text,
  closeMenu: text,
  products: text,
  company: text,
  documents: text,
  futures: text,
  earn: text,
  buyCrypto: text,
  vip: text,
  launchpad: text,
  more: text,
  blog: text,
  news: text,
  research: text,
  insuranceFund: text,
  bonusCenter: text,
  cookies: text,
  withdrawalRules: text,
  agreement: text,
  riskNotice: text,
  amlRules: text,
  conflictPolicy: text,
  readingMinutes: text,
  readMore: text,
  download: text,
  noArticles: text,
  noNews: text,
  noResults: text,
  feedUnavailable: text,
  backToList: text,
  clearCacheTitle: text,
  clearCacheWorking: text,
  clearCacheSuccess: text,
  clearCacheError: text,
  retry: text,
  goHome: text,
  errorTitle: text,
  errorText: text,
  reloadPage: text,
  amount: text,
  from: text,
  to: text,
  rate: text,
  convert: text,
  startEarning: text,
  upToApy: text,
  variable: text,
  variableRewards: text,
  points: text,
  vouchers: text,
  level: text,
  achievements: text,
  tasks: text,
  dailyLogin: text,
  firstPurchase: text,
  inviteFriends: text,
  rewardShop: text,
  feeDiscount: text,
  exclusiveNft: text,
  vipMonth: text,
  claim: text,
  pointsCount: text,
  widgetNote: text,
  debugLocked: text,
});

/** de and es: any subset of the keys, but no unknown ones (a typo would silently fall back). */
export const partialDictionarySchema = dictionarySchema.partial();

export type Dictionary = z.infer<typeof dictionarySchema>;
export type MessageKey = keyof Dictionary;

// Compile-time guard: the site's dictionary must carry every label a theme asks for.
type MissingChromeLabels = Exclude<ChromeLabelKey, MessageKey>;
export const chromeLabelsCovered: [MissingChromeLabels] extends [never] ? true : MissingChromeLabels = true;

/**
 * @bourse/i18n: the product's languages (declared once, languages.ts) and its one message
 * catalogue (JSON per language in `locales/`, checked against the English file), with texts filled
 * from named parameters by Intl's number and plural rules. The site, the CMS, the themes, the
 * terminal and the CLI all read it.
 *
 * @example
 * import { fill, messagesFor } from '@bourse/i18n';
 * const t = messagesFor('ru').spot;
 * fill(t.percentOf, { percent: 25, asset: 'USDT' }, 'ru'); // '25% доступного USDT'
 */
export {
  LANGUAGES,
  MESSAGE_LOCALES,
  SITE_LOCALES,
  DEFAULT_LOCALE,
  PAGE_MESSAGES_ID,
  isSiteLocale,
  languageName,
  resolveLocale,
  type MessageLocale,
  type SiteLocale,
} from './languages';
export {
  CABINET_SECTIONS,
  SITE_SECTIONS,
  checkLocale,
  loadMessages,
  localeSchema,
  messagesFor,
  type Catalogue,
  type Section,
} from './catalogue';
export { fill, placeholdersOf, plural, type MessageParams, type PluralForms } from './format';
export { describeFeed, formatRecordedSpan, type FeedLabelTexts, type MarketFeed, type RecordedSpan } from './feed-label';
export { describeTradingError, formatUsd, type CodedTradingError } from './trading-errors';

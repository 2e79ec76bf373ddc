/**
 * The one message catalogue of the site and the islands: JSON per language in `locales/`, checked
 * against the English file, texts filled with named parameters and Intl's number and plural rules.
 *
 * @example
 * import { fill, messagesFor } from '@bourse/terminal/messages';
 * const t = messagesFor('ru').spot;
 * fill(t.percentOf, { percent: 25, asset: 'USDT' }, 'ru'); // '25% доступного USDT'
 */
export {
  CABINET_SECTIONS,
  MESSAGE_LOCALES,
  SITE_SECTIONS,
  checkLocale,
  loadMessages,
  localeSchema,
  messagesFor,
  resolveLocale,
  type Catalogue,
  type MessageLocale,
  type Section,
} from './catalogue';
export { PAGE_MESSAGES_ID } from './locales';
export { fill, placeholdersOf, plural, type MessageParams, type PluralForms } from './format';
export { describeTradingError } from './trading-errors';

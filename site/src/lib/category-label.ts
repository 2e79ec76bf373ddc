import type { MessageKey, Translator } from '../i18n';

/** The CMS's category values of posts and research, and the text each shows as. */
const categoryKeys: Record<string, MessageKey> = {
  'market-report': 'categoryMarketReport',
  project: 'categoryProject',
  macro: 'categoryMacro',
  markets: 'categoryMarkets',
  education: 'categoryEducation',
  product: 'categoryProduct',
  security: 'categorySecurity',
};

/**
 * A post's or research paper's category as a visitor reads it, in the page's language. A value
 * the site does not know yet (an editor added one) is still shown as words, never as a slug.
 * @example categoryLabel('market-report', createTranslator('en')) // 'Market report'
 * @example categoryLabel('on-chain-data', createTranslator('en')) // 'On chain data'
 */
export function categoryLabel(value: string, t: Translator): string {
  const key = categoryKeys[value];
  if (key) return t(key);
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

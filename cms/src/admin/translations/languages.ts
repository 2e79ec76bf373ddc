import { locales } from '../../locales';
import { languageName } from '../language-names';

type PerLanguage = Partial<Record<string, unknown>> | null | undefined;

export type LanguagesSummary = {
  /** Languages with no words of their own (readers there get English). */
  missing: string[];
  /** Languages with their own words whose newest version is not published. */
  unpublished: string[];
};

const written = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * What a document lacks per language, from its title and status in every language (a read with
 * `locale: 'all'`): the languages a list shows as missing, and those with words not yet published.
 * @example summarizeLanguages({ en: 'Fees', ru: 'Комиссии' }, { en: 'published', ru: 'draft' }) // { missing: ['de', 'es'], unpublished: ['ru'] }
 */
export function summarizeLanguages(titles: PerLanguage, statuses: PerLanguage): LanguagesSummary {
  const missing = locales.filter((code) => !written(titles?.[code]));
  const unpublished = locales.filter((code) => written(titles?.[code]) && statuses?.[code] !== 'published');
  return { missing, unpublished };
}

/** The summary in words for a list cell: "Missing: German, Spanish · Not published: Russian", or "Complete". */
export function describeLanguages({ missing, unpublished }: LanguagesSummary): string {
  const parts = [
    missing.length ? `Missing: ${missing.map(languageName).join(', ')}` : '',
    unpublished.length ? `Not published: ${unpublished.map(languageName).join(', ')}` : '',
  ].filter(Boolean);
  return parts.join(' · ') || 'Complete';
}

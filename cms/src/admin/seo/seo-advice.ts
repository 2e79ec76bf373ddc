/** What search results show of a title, about, before cutting it with "…". */
export const TITLE_SHOWN = 60;
/** The description length that reads best in search results. */
export const DESCRIPTION_BEST = { min: 120, max: 160 } as const;

export type SeoAdvice = { title: string; titleLength: number; titleAdvice: string; descriptionLength: number; descriptionAdvice: string };

/**
 * The title a page gets in search results (as the site writes it: "<title> · <site title>"), its
 * length with the site's name counted, and what to do about the title and description lengths.
 * @example seoAdvice({ title: 'Fees', siteTitle: 'Bourse', description: '' }).title // 'Fees · Bourse'
 */
export function seoAdvice({ title, siteTitle, description }: { title: string; siteTitle: string; description: string }): SeoAdvice {
  const suffix = siteTitle ? ` · ${siteTitle}` : '';
  const full = title ? `${title}${suffix}` : siteTitle;
  const over = full.length - TITLE_SHOWN;
  const titleAdvice =
    over > 0
      ? `${full.length} characters with the site's name (“${suffix.trim()}” adds ${suffix.length}): results show about ${TITLE_SHOWN}, so the last ${over} are cut. Shorten the title to ${Math.max(0, title.length - over)} characters or fewer.`
      : `${full.length} characters with the site's name: fits the ${TITLE_SHOWN} results show.`;
  const length = description.trim().length;
  const descriptionAdvice =
    length === 0
      ? 'No description: search engines pick words from the page.'
      : length < DESCRIPTION_BEST.min
        ? `${length} characters: ${DESCRIPTION_BEST.min}–${DESCRIPTION_BEST.max} read best; add ${DESCRIPTION_BEST.min - length} or more.`
        : length > DESCRIPTION_BEST.max
          ? `${length} characters: ${DESCRIPTION_BEST.min}–${DESCRIPTION_BEST.max} read best; results cut the last ${length - DESCRIPTION_BEST.max}.`
          : `${length} characters: within the ${DESCRIPTION_BEST.min}–${DESCRIPTION_BEST.max} that read best.`;
  return { title: full, titleLength: full.length, titleAdvice, descriptionLength: length, descriptionAdvice };
}

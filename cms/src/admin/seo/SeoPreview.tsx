'use client';
import { useFormFields, useLocale } from '@payloadcms/ui';
import { useEffect, useMemo, useState } from 'react';
import { slugifyTitle } from '../../collections/shared/slug';
import { seoAdvice } from './seo-advice';

type Props = { route: string; descriptionField: string };
type Site = { title: string; url: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The active site's title and address in a language, as its pages are titled (GET /api/site/active). */
function useSite(locale: string | undefined): Site {
  const [site, setSite] = useState<Site>({ title: '', url: '' });
  useEffect(() => {
    const abort = new AbortController();
    fetch(`/api/site/active?locale=${encodeURIComponent(locale ?? 'en')}`, { signal: abort.signal })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((body: { data?: { title?: string; url?: string } } | null) =>
        setSite({ title: body?.data?.title ?? '', url: body?.data?.url ?? '' }),
      )
      .catch(() => undefined);
    return () => abort.abort();
  }, [locale]);
  return site;
}

/**
 * The SEO group's preview: the document as a search result (its address, the title with the site's
 * name the site adds, the description) and as a social card, with counts and advice that count the
 * site's name too. Read live from the form, in the language being edited.
 */
export const SeoPreview = ({ route, descriptionField }: Props) => {
  const locale = useLocale();
  const site = useSite(locale?.code);
  const values = useFormFields(([fields]) => ({
    title: text(fields['seo.title']?.value) || text(fields.title?.value),
    description: text(fields['seo.description']?.value) || text(fields[descriptionField]?.value),
    slug: text(fields.slug?.value),
    ownTitle: text(fields.title?.value),
  }));
  const advice = useMemo(() => seoAdvice({ ...values, siteTitle: site.title }), [values, site.title]);
  const prefix = locale?.code && locale.code !== 'en' ? `/${locale.code}` : '';
  // An empty slug is made from the title on the first real save (slug.ts): shown as it will be.
  const slug = values.slug || slugifyTitle(values.ownTitle);
  const address = `${site.url.replace(/\/$/, '')}${prefix}${route}${slug && slug !== 'home' ? `/${slug}` : ''}`;
  return (
    <section className="seo-preview" aria-label="Search and social preview" data-testid="seo-preview">
      <div className="seo-preview__result">
        <span className="seo-preview__url">{address || '/'}</span>
        <span className="seo-preview__title">{advice.title}</span>
        <span className="seo-preview__description">{values.description}</span>
      </div>
      <ul className="seo-preview__advice">
        <li data-over={advice.titleLength > 60}>Title: {advice.titleAdvice}</li>
        <li>Description: {advice.descriptionAdvice}</li>
      </ul>
      <div className="seo-preview__card" aria-label="Social card">
        <span className="seo-preview__domain">{site.url.replace(/^https?:\/\//, '').replace(/\/.*$/, '')}</span>
        <span className="seo-preview__card-title">{advice.title}</span>
        <span className="seo-preview__card-description">{values.description}</span>
      </div>
    </section>
  );
};

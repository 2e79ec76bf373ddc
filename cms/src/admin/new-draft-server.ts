import config from '@payload-config';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { defaultLocale, locales, type Locale } from '../locales';
import { newDraftCollection, removeAbandonedDrafts } from './new-draft';

/**
 * "Create new" for pages, posts, news and research: the draft is made here, in the editor's own
 * language (or the one the address names), and the browser goes straight to it. Payload made it
 * while drawing a page, sent the browser to it without a language, and the editing-language step
 * sent it on again: three trips to a usable form. Each "Create new" also clears away the empty
 * drafts earlier ones left (no title in any language, never published, an hour old).
 */
export async function openNewDraft(segments: string[] | undefined, searchParams: Record<string, string | string[]>): Promise<void> {
  const collection = newDraftCollection(segments);
  if (!collection) return;
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  // Not signed in, or no right to create here: Payload's own view says so.
  if (!user || user.collection !== 'editors') return;
  const candidates = [searchParams.locale, 'language' in user ? user.language : undefined];
  const language = candidates.find((code): code is Locale => (locales as readonly unknown[]).includes(code)) ?? defaultLocale;
  await removeAbandonedDrafts(payload, collection);
  const doc = await payload.create({
    collection,
    data: {},
    draft: true,
    locale: language as never,
    fallbackLocale: false as never,
    depth: 0,
    overrideAccess: false,
    user,
  });
  redirect(`/admin/collections/${collection}/${doc.id}?locale=${encodeURIComponent(language)}`);
}

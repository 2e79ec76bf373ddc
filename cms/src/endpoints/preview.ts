import type { CollectionConfig, Endpoint } from 'payload';
import { slugifyTitle } from '../collections/shared/slug';
import { readSecrets } from '../secrets';
import { previewClaimsSchema, previewErrorMessages, signPreviewToken, verifyPreviewToken } from './preview-token';

type PreviewCollection = (typeof previewClaimsSchema.shape.collection.options)[number];
type GeneratePreview = NonNullable<NonNullable<CollectionConfig['admin']>['preview']>;

type LivePreview = NonNullable<NonNullable<CollectionConfig['admin']>['livePreview']>;

/** The site's /preview address for one document with a token signed now, or null for a non-editor. */
function previewLink(
  collection: PreviewCollection,
  id: unknown,
  locale: unknown,
  user: { collection?: string } | null | undefined,
): string | null {
  if (user?.collection !== 'editors' || (typeof id !== 'string' && typeof id !== 'number')) return null;
  const site = process.env.SITE_URL ?? `http://localhost:${process.env.SITE_PORT ?? 4321}`;
  const parsedLocale = previewClaimsSchema.shape.locale.safeParse(locale);
  const token = signPreviewToken(
    { collection, id, locale: parsedLocale.success ? parsedLocale.data : 'en' },
    readSecrets().revalidateSecret,
  );
  return `${site.replace(/\/$/, '')}/preview?token=${encodeURIComponent(token)}`;
}

/**
 * The admin's "Preview" link: the Astro site's /preview route with a signed token for this draft.
 * Only signed-in editors get a link; the token alone lets the site read this one draft for 10 minutes.
 */
export const previewUrlFor =
  (collection: PreviewCollection): GeneratePreview =>
  (doc, { locale, req }) =>
    previewLink(collection, doc?.id, locale, req.user);

/**
 * The admin's Live Preview pane: the same signed /preview page in an iframe beside the form. The
 * admin asks for the address again on every save (autosave included), so each save loads the draft
 * as just saved with a fresh token; the page also reloads itself on Payload's document events
 * (site/src/scripts/live-preview.ts). An unsaved new document has no preview.
 */
export const livePreviewFor = (collection: PreviewCollection): LivePreview => ({
  url: ({ data, locale, req }) => previewLink(collection, data?.id, locale?.code, req.user),
});

type PreviewDoc = { id: number | string; title?: unknown; slug?: unknown };
const UNTITLED = 'Untitled draft';

/**
 * A draft as the site can draw it. A new document is autosaved before it has a slug (one is made
 * from the title on the first real save, slug.ts), and maybe before it has a title: the preview
 * still shows it, under the slug its title would give, else `draft-<id>`, and a plain "Untitled draft".
 * @example previewableDoc({ id: 7, title: 'Fee guide', slug: null }) // { id: 7, title: 'Fee guide', slug: 'fee-guide' }
 */
export function previewableDoc<T extends PreviewDoc>(doc: T): T & { title: string; slug: string } {
  const title = typeof doc.title === 'string' && doc.title.trim() ? doc.title : UNTITLED;
  const typed = typeof doc.slug === 'string' && doc.slug.trim() ? doc.slug : '';
  const slug = typed || (title === UNTITLED ? '' : slugifyTitle(title)) || `draft-${doc.id}`;
  return { ...doc, title, slug };
}

/**
 * GET /api/preview/document?token=… — what the site calls to render a draft: the latest draft of the
 * token's document in the token's locale (fallback en), or 401 with a code and a message.
 */
export const previewDocumentEndpoint: Endpoint = {
  path: '/preview/document',
  method: 'get',
  handler: async (req) => {
    const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
    const token = new URL(req.url ?? 'http://x/').searchParams.get('token');
    const result = verifyPreviewToken(token, readSecrets().revalidateSecret);
    if (!result.ok) {
      const { code } = result.error;
      return Response.json({ success: false, error: { code, message: previewErrorMessages(code) } }, { status: 401, headers });
    }
    const { collection, id, locale } = result.claims;
    const doc = await req.payload
      .findByID({ collection, id, locale, fallbackLocale: 'en', draft: true, depth: 1, overrideAccess: true, disableErrors: true })
      .catch(() => null);
    if (!doc) return Response.json({ success: false, error: { code: 'PREVIEW_NOT_FOUND' } }, { status: 404, headers });
    return Response.json({ success: true, data: { collection, locale, doc: previewableDoc(doc as PreviewDoc) } }, { headers });
  },
};

import { APIError, type CollectionSlug, type Endpoint, type PayloadRequest } from 'payload';
import { languageName } from '../../admin/language-names';

/** What a version holds that is the version's own record, not the document's content. */
const NOT_CONTENT = new Set(['id', 'createdAt', 'updatedAt', '_status', 'deletedAt']);

/** The content of a version in one language, as the document's update takes it. */
export function restorableData(version: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(version).filter(([key]) => !NOT_CONTENT.has(key)));
}

/**
 * Restores one version into a draft of the language being edited: that language's texts, and the
 * fields every language shares (slug, dates, the blocks and their order), become the newest draft;
 * the published document and the other languages' texts stay as they are until someone publishes.
 * Payload's own restore wrote every language of the old version and published it at once.
 * @example await restoreIntoDraft(req, 'pages', '12', 'en') // the page's draft, English restored
 */
export async function restoreIntoDraft(req: PayloadRequest, collection: CollectionSlug, versionId: string, locale: string) {
  const found = await req.payload.findVersionByID({
    collection,
    id: versionId,
    locale: locale as never,
    fallbackLocale: false as never,
    depth: 0,
    overrideAccess: false,
    req,
  });
  const parent = typeof found.parent === 'object' && found.parent ? (found.parent as { id: number | string }).id : found.parent;
  return req.payload.update({
    collection,
    id: parent as number | string,
    locale: locale as never,
    fallbackLocale: false as never,
    draft: true,
    data: { ...restorableData(found.version as unknown as Record<string, unknown>), _status: 'draft' } as never,
    depth: 0,
    overrideAccess: false,
    req,
  });
}

/**
 * `POST /api/<collection>/versions/:id?locale=xx` for the content collections, taking the place of
 * Payload's handler (a collection's own endpoints are matched first). The admin's Restore button
 * sends the language being edited (patches/@payloadcms__next@3.90.2.patch) and says what happens.
 */
export const restoreIntoDraftEndpoint: Endpoint = {
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const collection = req.routeParams?.collection as CollectionSlug | undefined;
    const id = req.routeParams?.id;
    const locale = req.locale;
    if (!collection || typeof id !== 'string' || !locale || locale === 'all')
      throw new APIError('Restore one language at a time: add ?locale=<language> to the address.', 400);
    const doc = await restoreIntoDraft(req, collection, id, locale);
    const language = languageName(locale);
    return Response.json({ doc, message: `Restored into the ${language} draft. Publish it when it is ready.` });
  },
};

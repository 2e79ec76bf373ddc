import { z } from 'zod';
import { parseFeedResponse, type FeedEntry } from './collections-schema';
import { parsePagesResponse, type Page } from './cms-schema';

/** What an editor's preview link shows: a draft page, or a draft post/news/research entry. */
export type PreviewResult =
  | { status: 'page'; page: Page; locale: string }
  | { status: 'entry'; entry: FeedEntry; locale: string }
  | { status: 'refused'; httpStatus: 401 | 404 | 502; message: string };

const answerSchema = z.union([
  z.object({ success: z.literal(true), data: z.object({ collection: z.string(), locale: z.string(), doc: z.unknown() }) }),
  z.object({
    success: z.literal(false),
    error: z.object({ code: z.string(), message: z.object({ en: z.string() }).partial().optional() }),
  }),
]);

/**
 * Asks the CMS for the draft a signed preview token names (GET /api/preview/document). The site
 * never verifies or caches the token itself: the CMS holds the secret and answers each request.
 * @example await loadPreview('http://127.0.0.1:3001', token) // { status: 'page', page, locale: 'ru' }
 */
export async function loadPreview(cmsBaseUrl: string, token: string | null, fetchImpl: typeof fetch = fetch): Promise<PreviewResult> {
  if (!token) return { status: 'refused', httpStatus: 401, message: 'This preview link has no token: open Preview from the admin again.' };
  let body: unknown;
  try {
    const res = await fetchImpl(`${cmsBaseUrl}/api/preview/document?token=${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    body = await res.json();
  } catch (error) {
    return { status: 'refused', httpStatus: 502, message: `The CMS did not answer the preview request (${(error as Error).message}).` };
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success)
    return { status: 'refused', httpStatus: 502, message: 'The CMS sent a preview answer this site does not understand.' };
  if (!answer.data.success) {
    const { code, message } = answer.data.error;
    const httpStatus = code === 'PREVIEW_NOT_FOUND' ? 404 : 401;
    return { status: 'refused', httpStatus, message: message?.en ?? `Preview refused (${code}): open Preview from the admin again.` };
  }
  const { collection, locale, doc } = answer.data.data;
  try {
    if (collection === 'pages') {
      const { page } = parsePagesResponse({ docs: [doc] });
      if (page) return { status: 'page', page, locale };
    } else if (collection === 'posts' || collection === 'news' || collection === 'research') {
      const [entry] = parseFeedResponse(collection, { docs: [doc] }).entries;
      if (entry) return { status: 'entry', entry, locale };
    }
  } catch {
    // A draft the page schema cannot read is said in words below, like any other.
  }
  return { status: 'refused', httpStatus: 502, message: `The draft in "${collection}" could not be rendered.` };
}

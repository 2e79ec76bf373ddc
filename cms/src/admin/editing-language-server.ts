import config from '@payload-config';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { editingLanguageRedirect, isDocumentView } from './editing-language';

/**
 * Before the admin draws a document opened without a language (from the list, a link, the
 * dashboard, or Payload's own move to a new draft after "Create new"), sends the browser on to
 * the same address in the signed-in editor's own language. Done on the server, so the form is
 * drawn once, in the right language: a redirect from the browser drew it first in the language
 * used last and then again, losing whatever was typed in between.
 */
export async function openInEditorsLanguage(
  segments: string[] | undefined,
  searchParams: Record<string, string | string[]>,
): Promise<void> {
  const pathname = `/admin/${(segments ?? []).join('/')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) for (const one of [value].flat()) search.append(key, one);
  // Most admin requests name a language or are not a document: no need to look up the editor.
  if (!isDocumentView(pathname) || search.has('locale')) return;
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  const language = user && 'language' in user ? (user.language as string | null | undefined) : null;
  const target = editingLanguageRedirect(pathname, search.toString(), language);
  if (target) redirect(target);
}

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningProduct } from './product';

/** What an editor's journeys through the admin share: signing in, the API as the editor, toasts. */
export function adminSession(product: RunningProduct, page: Page) {
  let token: string | undefined;

  /** Signs the page in as the seeded editor, unless it already is. */
  async function signIn(): Promise<void> {
    await page.goto(`${product.cmsUrl}/admin/login`);
    const email = page.locator('#field-email');
    await Promise.race([
      email.waitFor({ timeout: 30_000 }),
      page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 }),
    ]);
    if (!new URL(page.url()).pathname.endsWith('/login')) return;
    await email.fill(product.editor.email);
    await page.fill('#field-password', product.editor.password);
    await page.click('button[type="submit"]');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
  }

  /** The CMS's REST API as the signed-in editor (a token of the same account). */
  async function api<T = Record<string, unknown>>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    token ??= await fetch(`${product.cmsUrl}/api/editors/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(product.editor),
    })
      .then((answer) => answer.json() as Promise<{ token: string }>)
      .then((answer) => answer.token);
    const answer = await fetch(`${product.cmsUrl}/api${path}`, {
      ...init,
      // A file upload (FormData) gets its multipart type from fetch; anything else is JSON.
      headers: {
        ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        authorization: `JWT ${token}`,
        ...init.headers,
      },
    });
    return { status: answer.status, body: (await answer.json()) as T };
  }

  return { signIn, api };
}

type Toast = { type: string; text: string };
type ToastWindow = { __toasts?: Array<{ element: HTMLElement; last: Toast }> };

/**
 * Records every toast the admin shows from now on, with its last words and kind (Payload's toasts
 * go away after a few seconds, before a check could read them, and a "Submitting..." toast turns
 * into the answer's). Call before the first navigation; the returned function reads them.
 */
export async function watchToasts(page: Page): Promise<() => Promise<Toast[]>> {
  await page.addInitScript(() => {
    const seen: NonNullable<ToastWindow['__toasts']> = [];
    (window as ToastWindow).__toasts = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll<HTMLElement>('.payload-toast-container [data-sonner-toast]')) {
        if (!seen.some((toast) => toast.element === element)) seen.push({ element, last: { type: '', text: '' } });
      }
      for (const toast of seen) {
        if (!toast.element.isConnected) continue;
        toast.last = { type: toast.element.dataset.type ?? '', text: toast.element.textContent ?? '' };
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => ((window as ToastWindow).__toasts ?? []).map((toast) => toast.last));
}

/**
 * Selects `words` in a rich text editor's text, as an editor drags across them: the selection set on
 * the words' own text node.
 */
export async function selectWords(page: Page, editor: Locator, words: string): Promise<void> {
  await editor
    .locator('p', { hasText: words })
    .first()
    .evaluate((paragraph, wanted) => {
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(wanted) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
        return;
      }
    }, words);
  await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe(words);
}

/** Whether a response is the admin's autosave of a document (`PATCH /api/<collection>/<id>?autosave=true`). */
export const isAutosave = (url: string, method: string) => method === 'PATCH' && new URL(url).searchParams.get('autosave') === 'true';

/**
 * Waits until the editor (Lexical) has taken the caret a click put in its text as its own selection.
 * Lexical learns of a click from the browser's selectionchange event, a moment later: a key pressed
 * sooner acts on the selection before the click (an Enter just after clicking past a selected,
 * linked word replaced the word with a new line and lost the link).
 */
export async function caretTaken(editor: Locator): Promise<void> {
  type WithLexical = { __lexicalEditor?: { getEditorState(): { _selection?: { isCollapsed?: () => boolean } | null } } };
  await expect
    .poll(() =>
      editor.evaluate((root) => (root as unknown as WithLexical).__lexicalEditor?.getEditorState()._selection?.isCollapsed?.() ?? false),
    )
    .toBe(true);
}

/**
 * Starts a new line after `line` (a paragraph of the editor), as an editor clicks past its end and
 * presses Enter: the click goes to the line's empty right-hand part, clear of any link's toolbar.
 */
export async function newLineAfter(page: Page, editor: Locator, line: Locator): Promise<void> {
  const box = (await line.boundingBox())!;
  await line.click({ position: { x: box.width - 4, y: box.height / 2 } });
  await caretTaken(editor);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
}

/**
 * The admin screen open in `page` at a desktop's 1440x900 and a phone's 390x844, saved as
 * `<name>-1440.png` and `<name>-390.png` in `folder` to be looked at; on the phone nothing may
 * scroll the page sideways (tables scroll inside their own box, as Payload's do). The page gets its
 * viewport back.
 */
export async function shootAdminScreen(page: Page, folder: string, name: string): Promise<void> {
  const before = page.viewportSize();
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 }).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${folder}/${name}-390.png` });
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

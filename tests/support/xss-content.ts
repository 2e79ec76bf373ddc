import { createRequire } from 'node:module';
import path from 'node:path';
import type { RunningProduct } from './product';

/**
 * What a malicious editor (or anyone with an editor's token) stores, and the raw database writes
 * that stand for rows saved before the CMS refused unsafe values. Every payload either calls
 * alert() or loads something from ATTACKER_HOST, so a browser test notices it by a dialog or a
 * request.
 */
export const ATTACKER_HOST = 'attacker.invalid';
/** Fits every text field (the site's short name allows 60 characters). */
export const SCRIPT_TEXT = `"><img src=https://${ATTACKER_HOST}/i onerror=alert(1)>`;
export const SCRIPT_TAG = '<script>alert(2)</script>';
/** Stored as a link address through the REST API: a valid https URL (no spaces) whose quote breaks out of href="". */
export const BREAKOUT_URL = `https://${ATTACKER_HOST}/"><svg/onload=alert(3)>`;
/** The placeholder the database writes replace with a script URL (see writeOldUnsafeRows). */
export const OLD_HREF = `https://${ATTACKER_HOST}/old-row`;
export const SCRIPT_URL = 'javascript:alert(4)';

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, mode: 'normal', style: '', detail: 0 });
const block = { direction: 'ltr', format: '', indent: 0, version: 1 };
const link = (url: string, label: string) => ({
  ...block,
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
});

/** Lexical rich text: script-looking text, HTML-looking text and a link with the given address. */
export function richText(linkUrl: string): Record<string, unknown> {
  return {
    root: {
      ...block,
      type: 'root',
      children: [
        { ...block, type: 'heading', tag: 'h2', children: [text(SCRIPT_TAG)] },
        {
          ...block,
          type: 'paragraph',
          textFormat: 0,
          children: [text(SCRIPT_TEXT), text(' <b onmouseover=alert(5)>bold?</b> '), link(linkUrl, 'a link')],
        },
      ],
    },
  };
}

/** A page with every block type's text fields carrying the payload (links safe: see writeOldUnsafeRows). */
export function attackPage(slug: string): Record<string, unknown> {
  return {
    slug,
    _status: 'published',
    title: `${SCRIPT_TEXT}${SCRIPT_TAG}`,
    description: SCRIPT_TEXT,
    layout: [
      { blockType: 'hero', heading: SCRIPT_TEXT, subheading: SCRIPT_TAG, ctaLabel: SCRIPT_TEXT, ctaHref: OLD_HREF },
      {
        blockType: 'features',
        heading: SCRIPT_TEXT,
        intro: SCRIPT_TAG,
        items: [{ title: SCRIPT_TEXT, text: SCRIPT_TAG, icon: SCRIPT_TEXT }],
      },
      {
        blockType: 'services',
        heading: SCRIPT_TEXT,
        items: [{ title: SCRIPT_TEXT, text: SCRIPT_TAG, href: OLD_HREF, linkLabel: SCRIPT_TEXT }],
      },
      { blockType: 'stats', items: [{ value: SCRIPT_TEXT, label: SCRIPT_TAG }] },
      { blockType: 'steps', heading: SCRIPT_TEXT, items: [{ title: SCRIPT_TEXT, text: SCRIPT_TAG }] },
      { blockType: 'richText', content: richText(BREAKOUT_URL) },
      { blockType: 'cta', heading: SCRIPT_TEXT, text: SCRIPT_TAG, buttonLabel: SCRIPT_TEXT, buttonHref: OLD_HREF },
      { blockType: 'appSection', heading: SCRIPT_TEXT, text: SCRIPT_TAG, bullets: [{ text: SCRIPT_TEXT }] },
      {
        blockType: 'table',
        heading: SCRIPT_TEXT,
        kind: 'generic',
        columns: [{ label: SCRIPT_TEXT }],
        rows: [{ cells: [{ value: SCRIPT_TAG }] }],
      },
      {
        blockType: 'productGroups',
        groups: [{ title: SCRIPT_TEXT, items: [{ label: SCRIPT_TEXT, href: OLD_HREF, description: SCRIPT_TAG }] }],
      },
      { blockType: 'riskWarning', text: SCRIPT_TEXT },
      { blockType: 'widget', widget: 'converter', heading: SCRIPT_TEXT, note: SCRIPT_TAG },
    ],
  };
}

export function attackPost(slug: string): Record<string, unknown> {
  return {
    slug,
    _status: 'published',
    title: SCRIPT_TEXT,
    excerpt: `${SCRIPT_TEXT}${SCRIPT_TAG}`,
    category: 'markets',
    readingMinutes: 3,
    author: SCRIPT_TEXT,
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    tags: [{ tag: SCRIPT_TEXT }],
    content: richText(BREAKOUT_URL),
  };
}

/** The active site's own texts and menus with the payload in every label. */
export function attackSite(): Record<string, unknown> {
  return {
    title: SCRIPT_TEXT,
    name: SCRIPT_TEXT,
    description: `${SCRIPT_TEXT}${SCRIPT_TAG}`,
    navigation: {
      header: [
        {
          label: SCRIPT_TEXT,
          href: OLD_HREF,
          children: [
            { label: SCRIPT_TAG, href: OLD_HREF },
            { label: 'Spot', href: '/cabinet/spot' },
          ],
        },
      ],
      footer: [{ title: SCRIPT_TEXT, links: [{ label: SCRIPT_TAG, href: OLD_HREF }] }],
    },
  };
}

/** Editor REST calls with the admin login `bourse start` prints. */
export async function editorApi(product: RunningProduct) {
  const login = await fetch(`${product.cmsUrl}/api/editors/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(product.editor),
  });
  const { token } = (await login.json()) as { token: string };
  return async (method: string, pathAndQuery: string, body?: unknown) => {
    const response = await fetch(`${product.cmsUrl}${pathAndQuery}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, any>;
    if (!response.ok) throw new Error(`${method} ${pathAndQuery}: ${response.status} ${JSON.stringify(json).slice(0, 500)}`);
    return json;
  };
}

const LINK_COLUMNS: Array<[table: string, column: string]> = [
  ['pages_blocks_hero_locales', 'cta_href'],
  ['pages_blocks_cta_locales', 'button_href'],
  ['pages_blocks_services_items_locales', 'href'],
  ['pages_blocks_product_groups_groups_items_locales', 'href'],
  ['sites_navigation_header', 'href'],
  ['sites_navigation_header_children', 'href'],
  ['sites_navigation_footer_links', 'href'],
];

/**
 * Rows as they could sit in a database from before the CMS validated links: every placeholder link
 * becomes `javascript:`, and the rich text of the page and the post gains a script link and the
 * table cell whose header state broke out of its attribute (the converter's unescaped write).
 * Written straight into the SQLite file, as no API would accept them any more.
 */
export function writeOldUnsafeRows(product: RunningProduct): number {
  const { DatabaseSync } = createRequire(import.meta.url)('node:sqlite') as typeof import('node:sqlite');
  const db = new DatabaseSync(path.join(product.env.BOURSE_DATA_DIR!, 'bourse.db'));
  let changed = 0;
  try {
    for (const [table, column] of LINK_COLUMNS) {
      changed += Number(db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`).run(SCRIPT_URL, OLD_HREF).changes);
    }
    const table = {
      ...block,
      type: 'table',
      children: [
        {
          ...block,
          type: 'tablerow',
          children: [
            {
              ...block,
              type: 'tablecell',
              headerState: `1"><img src=https://${ATTACKER_HOST}/t onerror=alert(6)>`,
              children: [{ ...block, type: 'paragraph', children: [text('cell')] }],
            },
          ],
        },
      ],
    };
    const old = richText(SCRIPT_URL) as { root: { children: unknown[] } };
    old.root.children.push(table);
    for (const [rows, column] of [
      ['pages_blocks_rich_text_locales', 'content'],
      ['posts_locales', 'content'],
    ]) {
      changed += Number(
        db.prepare(`UPDATE ${rows} SET ${column} = ? WHERE ${column} LIKE ?`).run(JSON.stringify(old), `%${ATTACKER_HOST}%`).changes,
      );
    }
  } finally {
    db.close();
  }
  return changed;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { freshPayload } from './helpers';
import { editorToken, rest } from './rest-support';

let payload: Payload;
let token: string;
let pageId: number | string;
let postId: number | string;

const XSS = '"><img src=x onerror=alert(1)>';
const text = (value: string) => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 });
const paragraph = (children: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'paragraph',
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
});
const doc = (...children: unknown[]) => ({ root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } });
/** A table whose cell smuggles markup in headerState (Payload's converter would write it into the page as is). */
const tableWithScript = {
  type: 'table',
  version: 1,
  children: [
    {
      type: 'tablerow',
      version: 1,
      children: [{ type: 'tablecell', version: 1, headerState: XSS, colSpan: 1, children: [paragraph([text('cell')])] }],
    },
  ],
};
const richTextBlock = (content: unknown) => ({ layout: [{ blockType: 'richText', content }] });

beforeAll(async () => {
  payload = await freshPayload();
  await payload.create({ collection: 'editors', data: { email: 'writer@example.com', password: 'long-enough-1', role: 'editor' } });
  token = await editorToken(payload, 'writer@example.com', 'long-enough-1');
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'Terms', slug: 'terms', ...richTextBlock(doc(paragraph([text('Original terms')]))), _status: 'published' },
  });
  pageId = page.id;
  const post = await payload.create({
    collection: 'posts',
    data: {
      title: 'Outlook',
      slug: 'outlook',
      author: 'Desk',
      excerpt: 'Short',
      category: 'markets',
      readingMinutes: 3,
      publishedAt: new Date().toISOString(),
      content: doc(paragraph([text('Body')])),
      _status: 'published',
    },
  });
  postId = post.id;
}, 120_000);
afterAll(async () => {
  await payload?.destroy();
});

async function pageText(): Promise<string> {
  const page = (await payload.findByID({ collection: 'pages', id: pageId, locale: 'en', draft: true })) as {
    layout?: Array<{ html?: string }>;
  };
  return page.layout?.[0]?.html ?? '';
}

describe('rich text saved through the REST API', () => {
  it('refuses a table node smuggling markup in headerState, naming the field, and keeps the page', async () => {
    const answer = await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, { token, body: richTextBlock(doc(tableWithScript)) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].data.errors[0]).toMatchObject({ path: 'layout.0.content' });
    expect(answer.body.errors[0].data.errors[0].message).toMatch(/"tablecell" node has an invalid headerState/);
    expect(await pageText()).toContain('Original terms');
    expect(await pageText()).not.toContain('onerror');
  });

  it('refuses the same as a draft or an autosave, which skip field validation', async () => {
    for (const query of ['draft=true', 'draft=true&autosave=true']) {
      const answer = await rest(payload, 'PATCH', `/pages/${pageId}?locale=en&${query}`, {
        token,
        body: richTextBlock(doc(tableWithScript)),
      });
      expect(answer.status, query).toBe(400);
    }
    expect(await pageText()).not.toContain('onerror');
  });

  it('refuses an unexpected attribute on a known node', async () => {
    const answer = await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, {
      token,
      body: richTextBlock(doc(paragraph([text('x')], { onclick: 'alert(1)' }))),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].data.errors[0].message).toMatch(/unexpected attribute "onclick"/);
  });

  it('refuses a quote-breaking style and an unknown heading tag', async () => {
    const styled = doc(paragraph([{ ...text('x'), style: `color:red" onmouseover="alert(1)` }]));
    const heading = doc({ type: 'heading', tag: 'script', children: [text('x')], direction: 'ltr', format: '', indent: 0, version: 1 });
    for (const content of [styled, heading]) {
      expect((await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, { token, body: richTextBlock(content) })).status).toBe(400);
    }
  });

  it('refuses the attack in a post body too (every rich text field shares the editor)', async () => {
    const answer = await rest(payload, 'PATCH', `/posts/${postId}`, { token, body: { content: doc(tableWithScript) } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].data.errors[0]).toMatchObject({ path: 'content' });
  });

  it("saves what the editor itself writes for every enabled feature (the editor's own Markdown import)", async () => {
    const { convertMarkdownToLexical, editorConfigFactory } = await import('@payloadcms/richtext-lexical');
    const editorConfig = await editorConfigFactory.default({ config: payload.config });
    const markdown = [
      '## Fees and limits',
      'Plain, **bold**, *italic*, ~~struck~~, `code` and a [link](https://example.com/a) and a [site link](/legal/aml).',
      '- one\n- two\n  - nested',
      '1. first\n2. second',
      '- [ ] open task\n- [x] done task',
      '> A quoted line',
      '---',
      '#### Small heading',
    ].join('\n\n');
    const content = convertMarkdownToLexical({ editorConfig, markdown });
    // Payload's Markdown import has no table syntax: a table as Lexical's table nodes serialise one.
    // prettier-ignore
    const cell = (headerState: number, value: string) => ({
      type: 'tablecell', version: 1, direction: 'ltr', format: '', indent: 0, backgroundColor: null, colSpan: 1, rowSpan: 1, headerState,
      children: [paragraph([text(value)])],
    });
    const row = (...children: unknown[]) => ({ type: 'tablerow', version: 1, direction: 'ltr', format: '', indent: 0, children });
    // prettier-ignore
    (content as { root: { children: unknown[] } }).root.children.push({
      type: 'table', version: 1, direction: 'ltr', format: '', indent: 0, colWidths: [120, 120],
      children: [row(cell(1, 'Level'), cell(1, 'Maker fee')), row(cell(0, 'VIP 1'), cell(0, '0.09%'))],
    });
    const types = new Set<string>();
    const walk = (node: { type: string; children?: unknown[] }) => {
      types.add(node.type);
      for (const child of node.children ?? []) walk(child as never);
    };
    walk((content as { root: never }).root);
    expect([...types]).toEqual(
      expect.arrayContaining(['heading', 'paragraph', 'text', 'link', 'list', 'listitem', 'quote', 'horizontalrule', 'table', 'tablecell']),
    );
    const answer = await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, { token, body: richTextBlock(content) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await pageText()).toContain('Fees and limits');
    expect(await pageText()).toMatch(/<table class="lexical-table"><tbody><tr><th>.*Level.*<\/th>.*<td>.*VIP 1.*<\/td>/s);
  });

  it('saves normal rich text (headings, lists, links, formatting) and renders it escaped', async () => {
    const content = doc(
      { type: 'heading', tag: 'h2', children: [text('Fees')], direction: 'ltr', format: '', indent: 0, version: 1 },
      paragraph(
        [
          { ...text('Bold <b>not a tag</b>'), format: 1 },
          { type: 'linebreak', version: 1 },
        ],
        { textFormat: 1 },
      ),
      {
        type: 'list',
        listType: 'bullet',
        tag: 'ul',
        start: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        children: [{ type: 'listitem', value: 1, children: [text('one')], direction: 'ltr', format: '', indent: 0, version: 1 }],
      },
      paragraph([
        {
          type: 'link',
          fields: { url: 'https://example.com/fees', newTab: true, linkType: 'custom' },
          children: [text('fees')],
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 3,
          id: 'abc',
        },
      ]),
    );
    const answer = await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, { token, body: richTextBlock(content) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const html = await pageText();
    expect(html).toContain('<h2>Fees</h2>');
    expect(html).toContain('Bold &lt;b&gt;not a tag&lt;/b&gt;');
    expect(html).toContain('href="https://example.com/fees"');
  });
});

describe('link fields saved through the REST API', () => {
  const link = (url: string) =>
    doc(
      paragraph([
        {
          type: 'link',
          fields: { url, newTab: false, linkType: 'custom' },
          children: [text('x')],
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 3,
        },
      ]),
    );

  it('refuses javascript: in a hero CTA, a CTA button, service cards and product groups, naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ blockType: 'hero', heading: 'H', ctaLabel: 'Go', ctaHref: ' JaVaScRiPt:alert(1)' }, 'layout.0.ctaHref'],
      [{ blockType: 'cta', heading: 'H', buttonLabel: 'Go', buttonHref: 'javascript:alert(1)' }, 'layout.0.buttonHref'],
      [{ blockType: 'services', items: [{ title: 'T', href: 'data:text/html,<script>alert(1)</script>' }] }, 'layout.0.items.0.href'],
      [
        { blockType: 'productGroups', groups: [{ title: 'G', items: [{ label: 'L', href: 'vbscript:msgbox(1)' }] }] },
        'layout.0.groups.0.items.0.href',
      ],
    ];
    for (const [block, path] of cases) {
      const answer = await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, { token, body: { layout: [block] } });
      expect(answer.status, path).toBe(400);
      expect(answer.body.errors[0].data.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const draft = await rest(payload, 'PATCH', `/pages/${pageId}?locale=en&draft=true&autosave=true`, {
      token,
      body: { layout: [cases[0]![0]] },
    });
    expect(draft.status, 'as an autosaved draft').toBe(400);
    expect(JSON.stringify(await payload.findByID({ collection: 'pages', id: pageId, locale: 'en', draft: true }))).not.toMatch(
      /javascript/i,
    );
  });

  it('refuses a javascript: link inside rich text, and keeps a normal one', async () => {
    expect(
      (await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, { token, body: richTextBlock(link('javascript:alert(1)')) })).status,
    ).toBe(400);
    expect((await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, { token, body: richTextBlock(link('/legal/aml')) })).status).toBe(
      200,
    );
  });

  it('saves an internal link to a page and refuses one to an editor account', async () => {
    const internal = (relationTo: string, value: number | string) =>
      doc(
        paragraph([
          {
            type: 'link',
            fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } },
            children: [text('x')],
            direction: 'ltr',
            format: '',
            indent: 0,
            version: 3,
          },
        ]),
      );
    expect(
      (await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, { token, body: richTextBlock(internal('pages', pageId)) })).status,
    ).toBe(200);
    expect(
      (await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, { token, body: richTextBlock(internal('editors', 1)) })).status,
    ).toBe(400);
  });

  it('saves a hero CTA with a site path', async () => {
    const answer = await rest(payload, 'PATCH', `/pages/${pageId}?locale=en`, {
      token,
      body: { layout: [{ blockType: 'hero', heading: 'H', ctaLabel: 'Go', ctaHref: '/register' }] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});

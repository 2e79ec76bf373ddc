import { convertLexicalToHTMLAsync } from '@payloadcms/richtext-lexical/html-async';
import { describe, expect, it } from 'vitest';
import { safeHtmlConverters } from './html';

const cell = (headerState: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'tablecell',
  version: 1,
  headerState,
  ...extra,
  children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'cell <b>', format: 0, version: 1 }] }],
});
const table = (...cells: unknown[]) => ({
  root: {
    type: 'root',
    version: 1,
    children: [{ type: 'table', version: 1, children: [{ type: 'tablerow', version: 1, children: cells }] }],
  },
});
const convert = (data: unknown) => convertLexicalToHTMLAsync({ data: data as never, converters: safeHtmlConverters });

describe('HTML from rich text already stored', () => {
  it('writes no attribute value it was not built from integers (a stored table cannot inject markup)', async () => {
    const html = await convert(table(cell('"><img src=x onerror=alert(1)>', { colSpan: '2" onclick="x', rowSpan: 2 }), cell(1)));
    expect(html).not.toMatch(/<img|onerror|onclick/);
    expect(html).toContain('<td rowspan="2">');
    expect(html).toContain('<th>');
    expect(html).toContain('cell &lt;b&gt;');
  });

  it('keeps the text of a node type it has no converter for, and none of its attributes', async () => {
    const html = await convert({
      root: {
        type: 'root',
        version: 1,
        children: [{ type: 'marquee', onclick: 'x', version: 1, children: [{ type: 'text', text: 'kept', format: 0, version: 1 }] }],
      },
    });
    expect(html).toContain('kept');
    expect(html).not.toMatch(/marquee|onclick|unknown node/);
  });
});

describe('internal links', () => {
  const linkTo = (relationTo: string, value: unknown) => ({
    root: {
      type: 'root',
      version: 1,
      children: [
        {
          type: 'paragraph',
          version: 1,
          children: [
            {
              type: 'link',
              version: 3,
              fields: { linkType: 'internal', doc: { relationTo, value } },
              children: [{ type: 'text', text: 'read', format: 0, version: 1 }],
            },
          ],
        },
      ],
    },
  });
  const convertIn = (data: unknown, locale: string) =>
    convertLexicalToHTMLAsync({
      data: data as never,
      converters: ({ defaultConverters }) => safeHtmlConverters({ defaultConverters, locale }),
    });

  it('point at the linked document on the site, in the language being read', async () => {
    expect(await convertIn(linkTo('posts', { id: 3, slug: 'btc-outlook' }), 'ru')).toContain('href="/ru/blog/btc-outlook"');
    expect(await convertIn(linkTo('pages', { id: 1, slug: 'legal/agreement' }), 'en')).toContain('href="/legal/agreement"');
    expect(await convertIn(linkTo('pages', { id: 2, slug: 'home' }), 'de')).toContain('href="/de"');
  });

  it('link nowhere when the linked document is gone or has no page', async () => {
    expect(await convertIn(linkTo('posts', 99), 'en')).toContain('href="#"');
    expect(await convertIn(linkTo('editors', { id: 1, slug: 'x' }), 'en')).toContain('href="#"');
  });
});

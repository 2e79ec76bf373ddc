import type { Block, CollectionConfig, Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { Coins } from '../Coins';
import { pageBlocks } from '../Pages/blocks';
import { Sites } from '../Sites';
import { isSafeUrl } from './safe-url';

const HOSTILE_URLS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/path',
  '/\\evil.example',
  'https://',
  'ftp://files.example',
  '#"><script>',
];
const GOOD_URLS = [
  '/',
  '/legal/aml',
  '/vip#pricing',
  '/register?ref=hero',
  '#pricing',
  'https://broker.example',
  'http://localhost:4321/crypto',
  'mailto:support@bourse.example',
  'tel:+7 (495) 000-00-00'.replace(/ /g, ''),
];

describe('isSafeUrl', () => {
  it.each(HOSTILE_URLS)('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));
  it.each(GOOD_URLS)('accepts %j', (url) => expect(isSafeUrl(url)).toBe(true));
});

type Named = Field & { name?: string; type: string; fields?: Field[]; validate?: (value: unknown, options: never) => unknown };

/** Every text field whose name says it holds an address, at any depth (arrays, groups). */
function linkFields(fields: Field[], path: string[] = []): Array<{ path: string; field: Named }> {
  return (fields as Named[]).flatMap((field) => {
    const here = [...path, field.name ?? ''];
    const nested = field.fields ? linkFields(field.fields, here) : [];
    const isLink = field.type === 'text' && /(href|url|logo|thumbnail|website|whitepaper|explorer)$/i.test(field.name ?? '');
    return isLink ? [{ path: here.join('.'), field }, ...nested] : nested;
  });
}

const owners: Array<{ name: string; fields: Field[] }> = [
  ...pageBlocks.map((block: Block) => ({ name: `page block ${block.slug}`, fields: block.fields })),
  ...[Sites, Coins].map((collection: CollectionConfig) => ({ name: collection.slug, fields: collection.fields })),
];

describe('every link field of every page block, the site record and coins', () => {
  const all = owners.flatMap(({ name, fields }) => linkFields(fields).map((found) => ({ ...found, path: `${name}: ${found.path}` })));

  it('finds the link fields the site renders as href or src', () => {
    const paths = all.map((f) => f.path);
    for (const expected of [
      'hero: ctaHref',
      'cta: buttonHref',
      'services: items.href',
      'productGroups: groups.items.href',
      'sites: logo',
      'sites: thumbnail',
      'sites: navigation.header.href',
      'sites: navigation.footer.links.href',
      'coins: website',
    ]) {
      expect(
        paths.some((p) => p.endsWith(expected.split(': ')[1]!) && p.includes(expected.split(': ')[0]!)),
        expected,
      ).toBe(true);
    }
  });

  it.each(all.map((f) => [f.path, f.field] as const))('%s refuses every hostile address', async (_path, field) => {
    expect(field.validate, 'has a validator').toBeTypeOf('function');
    for (const url of HOSTILE_URLS) expect(await field.validate!(url, {} as never), url).not.toBe(true);
    expect(await field.validate!('https://broker.example/a', {} as never)).toBe(true);
  });
});

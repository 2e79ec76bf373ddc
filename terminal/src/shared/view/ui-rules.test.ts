import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Two rules of the islands, checked on the source: every word a trader reads comes from the message
// catalogue (@bourse/i18n), and looks come from CSS classes on the themes' tokens, with an
// inline style only for geometry computed at run time (a depth bar's width, a chart's height).

// Every view of the terminal: each feature's view/ folder and the ledger's ui/.
const src = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const sources = (ext: RegExp) =>
  (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => /^([\w-]+\/view|ui)\//.test(file) && ext.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('harness'))
    .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }));

/** Inline style keys that may be computed from data; anything else belongs in a stylesheet. */
const GEOMETRY = new Set([
  'width',
  'height',
  'minWidth',
  'maxWidth',
  'minHeight',
  'maxHeight',
  'left',
  'right',
  'top',
  'bottom',
  'transform',
  'flexBasis',
  'gridTemplateColumns',
  'gridTemplateRows',
]);

/**
 * Files still styled inline, waiting for their move to CSS classes. This list only shrinks: a file
 * that no longer needs it fails the last test below until it is removed here.
 */
const INLINE_STYLE_BACKLOG = new Set<string>([]);

/** Every `style={…}` of a file that sets something other than computed geometry. */
export function inlineStyleProblems(source: string): string[] {
  const problems: string[] = [];
  for (const match of source.matchAll(/style=\{(\{[^}]*\}|[^{}]+)\}/g)) {
    const body = match[1]!;
    if (!body.startsWith('{')) {
      problems.push(match[0]);
      continue;
    }
    const keys = [...body.matchAll(/(?:^|[{,])\s*(\.\.\.\w+|['"]?[\w-]+['"]?)\s*(?=[:,}])/g)].map((key) => key[1]!.replace(/['"]/g, ''));
    if (keys.some((key) => !GEOMETRY.has(key) && !key.startsWith('--'))) problems.push(match[0]);
  }
  return problems;
}

/** Letters written straight into markup: JSX text and the texts of labelling attributes. */
export function literalTextProblems(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .join('\n');
  // `=> Promise<void>` and `<P extends object>(x: P)` look like markup to a regex: an arrow's `>` and
  // text with code punctuation are not JSX text.
  const jsxText = [...code.matchAll(/(?<!=)>([^<>{}\n]*\p{L}[^<>{}\n]*)</gu)].map((match) => match[1]!.trim());
  const attributes = [...code.matchAll(/\b(?:aria-label|title|placeholder|alt)="([^"]*\p{L}[^"]*)"/gu)].map((match) => match[0]);
  return [...jsxText.filter((text) => /\p{L}{2,}/u.test(text) && !/[(=;]|^,/.test(text)), ...attributes];
}

const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i;

describe('the islands take their words from the message catalogue', () => {
  it.each(sources(/\.tsx$/).map(({ file, text }) => [file, text]))('%s has no text literal in its markup', (_file, text) => {
    expect(literalTextProblems(text)).toEqual([]);
  });

  it('finds a planted literal', () => {
    expect(literalTextProblems('<th scope="col">Price</th><button aria-label="Close">×</button>')).toEqual(['Price', 'aria-label="Close"']);
    expect(literalTextProblems('<th>{t.price}</th><span>× ▾ —</span>')).toEqual([]);
  });
});

describe('the islands are styled by classes on the themes’ tokens', () => {
  const files = sources(/\.tsx$/);

  it.each(files.filter(({ file }) => !INLINE_STYLE_BACKLOG.has(file)).map(({ file, text }) => [file, text]))(
    '%s has no inline style beyond computed geometry',
    (_file, text) => {
      expect(inlineStyleProblems(text)).toEqual([]);
    },
  );

  it.each(
    sources(/\.(tsx?|css)$/)
      .filter(({ file }) => !INLINE_STYLE_BACKLOG.has(file))
      .map(({ file, text }) => [file, text]),
  )('%s writes no colour literal (colours are theme tokens)', (_file, text) => {
    expect(text.split('\n').filter((line) => COLOUR.test(line))).toEqual([]);
  });

  it("reads every feature's views and the ledger's", () => {
    const folders = new Set(sources(/\.tsx$/).map(({ file }) => file.split('/')[0]));
    expect([...folders].sort()).toEqual(
      expect.arrayContaining(['book', 'chart', 'pairs', 'settings', 'support', 'swap', 'ticker', 'ui', 'verification', 'widgets']),
    );
  });

  it('finds planted inline styles and lets computed geometry through', () => {
    expect(inlineStyleProblems("<div style={{ width: `${share}%` }} /><div style={{ color: 'red' }} /><p style={muted} />")).toEqual([
      "style={{ color: 'red' }}",
      'style={muted}',
    ]);
    expect(inlineStyleProblems('<div style={{ height, transform: `translateX(${x}px)` }} />')).toEqual([]);
  });

  it('keeps the backlog honest: every listed file still needs it', () => {
    const stillInline = sources(/\.(tsx?|css)$/).filter(
      ({ file, text }) => INLINE_STYLE_BACKLOG.has(file) && (inlineStyleProblems(text).length > 0 || COLOUR.test(text)),
    );
    expect(stillInline.map(({ file }) => file).sort()).toEqual([...INLINE_STYLE_BACKLOG].sort());
  });
});

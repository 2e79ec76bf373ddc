/**
 * Site and theme components keep their CSS in a stylesheet beside them (`SideNav.astro` imports
 * `side-nav.css`), so a reader finds every rule of the page in .css files and the CSS tests read them
 * all. An Astro `<style>` block would be the one place left out; the only one allowed is the inline
 * style that carries the theme record edited in the admin (Document.astro), which is data, not a rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const components = ['site/src', 'themes/src'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
    .map((entry) => path.join(entry.parentPath, entry.name)),
);
/** A `<style>` element that is not `is:inline` (Astro's scoped or global component styles). */
const styleBlock = /<style(?![^>]*\bis:inline\b)[\s>]/;

describe('component styles', () => {
  it('tells a style block from the inline theme record', () => {
    expect('<style>\n  .a { color: red; }\n</style>').toMatch(styleBlock);
    expect('<style is:global>').toMatch(styleBlock);
    expect('<style is:inline data-theme-record set:html={themeCss} />').not.toMatch(styleBlock);
  });

  it('no site or theme component carries a <style> block: its CSS is a file beside it', () => {
    expect(components.length).toBeGreaterThan(40);
    const offenders = components.filter((file) => styleBlock.test(readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});

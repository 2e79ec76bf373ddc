/**
 * A `var(--x)` that no theme defines resolves to nothing: a button with such a background is
 * invisible, and no type check or render test notices. This reads every stylesheet and component
 * of the site, the themes and the cabinet islands (terminal/src: each feature's view/) and fails on any custom
 * property that some theme leaves undefined (a property the same file declares itself, such as a
 * per-item `--hue`, counts as defined).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const themesDir = path.join(root, 'themes/src');
const themeIds = ['exchange', 'dark-brand', 'simple'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(css|astro)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const declared = (css: string) => new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));

/**
 * Properties the components beside a stylesheet set inline from data: an island's
 * (`style={{ '--depth': … }}`) or an Astro component's (`style={`--hue:${p.hue}`}`).
 */
function setBySiblings(file: string): Set<string> {
  if (!file.endsWith('.css')) return new Set();
  const dir = path.dirname(file);
  const components = readdirSync(dir)
    .filter((name) => /\.(tsx|astro)$/.test(name))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
  return new Set(components.flatMap((text) => [...text.matchAll(/['"`{](--[\w-]+)['"]?\s*:/g)].map((m) => m[1]!)));
}
const used = (css: string) => new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!));

/** What a theme defines: its own tokens block plus what every theme shares (the base mapping, the colour presets and their swatches). */
function themeDefines(id: string): Set<string> {
  const own = readFileSync(path.join(themesDir, id, 'tokens.css'), 'utf8');
  const shared = ['base.css', 'presets.css'].map((name) => readFileSync(path.join(themesDir, name), 'utf8'));
  return new Set([...declared(own), ...shared.flatMap((css) => [...declared(css)])]);
}

const sources = [...filesUnder(path.join(root, 'site/src')), ...filesUnder(themesDir), ...filesUnder(path.join(root, 'terminal/src'))];

describe('CSS custom properties', () => {
  it('finds the stylesheets it checks', () => {
    expect(sources.some((file) => file.endsWith(path.join('auth', 'auth-screen.css')))).toBe(true);
    expect(sources.some((file) => file.endsWith(path.join('shared', 'mobile-menu.css')))).toBe(true);
    expect(sources.some((file) => file.endsWith(path.join('book', 'view', 'book.css')))).toBe(true);
  });

  it.each(themeIds)('every var() in site and theme styles is defined by the %s theme', (id) => {
    const defined = themeDefines(id);
    const missing: string[] = [];
    // A theme's own components render only in that theme; everything else renders in all three.
    const renderedIn = (file: string) => themeIds.find((theme) => file.startsWith(path.join(themesDir, theme) + path.sep)) ?? id;
    for (const file of sources.filter((source) => renderedIn(source) === id)) {
      const text = readFileSync(file, 'utf8');
      const local = new Set([...declared(text), ...setBySiblings(file)]);
      for (const name of used(text)) {
        if (!defined.has(name) && !local.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('would catch the variable that once made the login button invisible', () => {
    const css = 'button { background: var(--color-primary); }';
    expect([...used(css)].filter((name) => !themeDefines('exchange').has(name))).toEqual(['--color-primary']);
  });
});

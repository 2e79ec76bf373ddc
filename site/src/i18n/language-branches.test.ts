/**
 * Every word a page shows comes from the message catalogue, so adding a language is adding its
 * file. A component that picks its words with `locale === 'ru' ? … : …` (or a `ru` flag) leaves
 * every other language in English and is invisible to the catalogue's missing-key check; this reads
 * the site's components and pages and fails on such a branch.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const files = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(astro|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** A ternary on the language that yields a text literal; a path prefix (`'' : /ru`) is not a word. */
export function languageBranches(source: string): string[] {
  const branch = /(?:locale\s*===?\s*'[a-z]{2}'|\b(?:ru|isRu|isEn)\b)\s*\?\s*(['"`])([^'"`]*)\1/g;
  return [...source.matchAll(branch)].filter((match) => /\p{L}{2,}/u.test(match[2]!)).map((match) => match[0]);
}

describe('site components take their words from the catalogue', () => {
  it('finds a planted branch and lets a path prefix through', () => {
    expect(languageBranches("const t = ru ? 'Меню' : 'Menu'; const u = locale === 'en' ? 'Cabinet' : 'Кабинет';")).toEqual([
      "ru ? 'Меню'",
      "locale === 'en' ? 'Cabinet'",
    ]);
    expect(languageBranches("const prefix = locale === 'en' ? '' : `/${locale}`;")).toEqual([]);
  });

  it.each(files.map((file) => [path.relative(src, file), file]))('%s picks no words by language', (_name, file) => {
    expect(languageBranches(readFileSync(file, 'utf8'))).toEqual([]);
  });
});

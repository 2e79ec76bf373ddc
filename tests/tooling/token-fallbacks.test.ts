import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Colours come from the themes' tokens: a `var(--token, #hex)` fallback outside a token file is a
// second, silent copy of a theme colour that drifts from it (23 of them once disagreed with the
// tokens), and it hides a token a theme forgot to declare instead of failing the token tests.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hexFallback = /var\(\s*--[\w-]+\s*,\s*#[0-9a-f]{3,8}\b/i;

describe('colours come from the theme tokens', () => {
  it('the pattern catches a hex fallback and lets a token through', () => {
    expect('border: 1px solid var(--color-border, #2b3139);').toMatch(hexFallback);
    expect("style={{ color: 'var(--color-text,#fff)' }}").toMatch(hexFallback);
    expect('border: 1px solid var(--color-border);').not.toMatch(hexFallback);
    expect('gap: var(--space-gutter, 16px);').not.toMatch(hexFallback);
  });

  it('no source outside the token files falls back to a hex colour', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--', '*.css', '*.ts', '*.tsx', '*.astro'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file.length > 0 && !file.endsWith('tokens.css') && !file.startsWith('tests/tooling/'));
    const offenders = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (hexFallback.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});

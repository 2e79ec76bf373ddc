import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments, test names and the Markdown documents must make sense to a reader of the repository
// alone: they say a rule's reason in words and point to README or ARCHITECTURE for longer stories,
// never to documents outside the tree (the product specification, an issue number, a review report).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outsideReference =
  /(?:\bthe spec\b|\bspec's|\bspec’s|(?:\/\/|\*|\()\s*spec:|\(spec\)(?!\s*=>)|\bspec area|\bspec section|\bspec part|\bissue #\d+|\bsee the report)/i;

function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.astro', '*.mjs', '*.js', '*.css', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  });
  // This file itself spells the patterns out, so it is the one tracked source left out.
  const self = path.relative(root, fileURLToPath(import.meta.url));
  return listed.split('\0').filter((file) => file.length > 0 && !file.startsWith('cms/src/migrations/') && file !== self);
}

describe('comments and test names are self-contained', () => {
  it('the pattern catches the references it is meant to catch, and not code named spec', () => {
    for (const line of ['// Spec: 50 trades kept.', " * The spec's error shape.", '// (issue #4 sets it)', '// see the report']) {
      expect(line).toMatch(outsideReference);
    }
    for (const line of [
      'const value = spec.fallback();',
      'function readKey<T>(storage: StorageLike, spec: KeySpec<T>): T {',
      '// page-specific content',
    ]) {
      expect(line).not.toMatch(outsideReference);
    }
  });

  it('no tracked source or Markdown file points to the specification, an issue number or a report', async () => {
    const { readFileSync } = await import('node:fs');
    const offenders: string[] = [];
    for (const file of trackedSources()) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (outsideReference.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});

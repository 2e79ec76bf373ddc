import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md's package table says how big each package is (its source files and their lines),
// so a reader sees where the weight sits. It must stay true within 15 %: a package that grew or
// shrank past that fails here with the numbers to write.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOLERANCE = 0.15;
/** Source a person wrote: code and styles, without generated files (migrations, Payload's types and import map). */
const SOURCE = /\.(ts|tsx|astro|css|mjs)$/;
const GENERATED = /\/migrations\/|payload-types\.ts$|importMap\.js$/;

function measured(pkg: string): { files: number; lines: number } {
  const files = execFileSync('git', ['ls-files', pkg], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !GENERATED.test(file));
  const lines = files.reduce((sum, file) => sum + readFileSync(path.join(root, file), 'utf8').split('\n').length - 1, 0);
  return { files: files.length, lines };
}

/** The table's rows: `| \`cms\` (…) | 250 | 18,700 | owns | exports |`. */
function stated(): { pkg: string; files: number; lines: number }[] {
  const text = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
  const section = text.slice(
    text.indexOf('## Packages and their doors'),
    text.indexOf('\n## ', text.indexOf('## Packages and their doors') + 1),
  );
  return [...section.matchAll(/^\| `([\w-]+)`[^|]*\| ([\d,]+) \| ([\d,]+) \|/gm)].map((row) => ({
    pkg: row[1]!,
    files: Number(row[2]!.replaceAll(',', '')),
    lines: Number(row[3]!.replaceAll(',', '')),
  }));
}

describe("ARCHITECTURE.md's package table", () => {
  const rows = stated();
  const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const packages = [...workspace.matchAll(/^ {2}- ([\w-]+)$/gm)].map((match) => match[1]!);

  it('has a row for every workspace package', () => {
    expect(rows.map((row) => row.pkg).sort()).toEqual([...packages].sort());
  });

  it.each(rows)('$pkg: files and lines within 15 % of the tree', ({ pkg, files, lines }) => {
    const actual = measured(pkg);
    const near = (said: number, is: number) => Math.abs(is - said) <= said * TOLERANCE;
    expect(near(files, actual.files) && near(lines, actual.lines), `${pkg} now has ${actual.files} files, ${actual.lines} lines`).toBe(
      true,
    );
  });
});

/** The backticked repository paths of one ARCHITECTURE.md section (test files left out: they may move with their code). */
function sectionPaths(heading: string): { found: boolean; paths: string[] } {
  const text = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
  const start = text.indexOf(heading);
  const section = text.slice(start, text.indexOf('\n## ', start + 1));
  const paths = [...section.matchAll(/`([\w.-]+\/[\w./-]*)`/g)].map((match) => match[1]!).filter((name) => !name.endsWith('.test.ts'));
  return { found: start > -1, paths };
}

// The map and the rules the folders cannot show send a reader to paths: each must exist.
describe.each([
  ['## Map: where to look', 20],
  ['## Rules the folders cannot show', 40],
] as const)('ARCHITECTURE.md, %s', (heading, atLeast) => {
  const { found, paths } = sectionPaths(heading);

  it('names paths, each of which exists in the tree', () => {
    expect(found).toBe(true);
    expect(paths.length).toBeGreaterThan(atLeast);
    expect(paths.filter((name) => !existsSync(path.join(root, name)))).toEqual([]);
  });
});

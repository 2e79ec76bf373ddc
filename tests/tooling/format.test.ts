import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

// The whole-tree `prettier --check .` in the test run is only worth having if it fails on a badly
// formatted file: each case checks a source against the workspace's own configuration (resolved for
// a path in the layer it would live in) without writing anything into the tree.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function isFormatted(relativePath: string, source: string): Promise<boolean> {
  const filepath = path.join(root, relativePath);
  const options = await prettier.resolveConfig(filepath);
  if (!options) throw new Error(`no Prettier configuration applies to ${relativePath}`);
  return prettier.check(source, { ...options, filepath });
}

describe('the format check fails on a planted violation', () => {
  const cases = [
    {
      what: 'a TypeScript file with double quotes and no trailing comma',
      file: 'terminal/src/domain/format-probe.ts',
      bad: 'export const probe = {\n  a: "one",\n  b: 2\n};\n',
      good: "export const probe = {\n  a: 'one',\n  b: 2,\n};\n",
    },
    {
      what: 'a React component with a line over 140 characters',
      file: 'terminal/src/ui/FormatProbe.tsx',
      bad: `export function FormatProbe() {\n  return <p className="probe" title="${'x'.repeat(60)}" aria-label="${'y'.repeat(60)}">probe</p>;\n}\n`,
      good: `export function FormatProbe() {\n  return (\n    <p\n      className="probe"\n      title="${'x'.repeat(60)}"\n      aria-label="${'y'.repeat(60)}"\n    >\n      probe\n    </p>\n  );\n}\n`,
    },
    {
      what: 'an Astro page with a misindented frontmatter',
      file: 'site/src/pages/format-probe.astro',
      bad: '---\n    const title = "Probe"\n---\n<h1>{title}</h1>\n',
      good: "---\nconst title = 'Probe';\n---\n\n<h1>{title}</h1>\n",
    },
  ];

  for (const { what, file, bad, good } of cases) {
    it(`rejects ${what} and accepts its formatted twin`, async () => {
      expect(await isFormatted(file, bad)).toBe(false);
      expect(await isFormatted(file, good)).toBe(true);
    });
  }
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Payload's published security advisories and the release that fixes each. Payload releases all
 * its packages together, so every @payloadcms package installed here must be at least the
 * highest fixed release. Add a row when Payload publishes a new advisory.
 */
const ADVISORIES = [
  {
    id: 'GHSA-xx6w-jxg9-2wh8',
    severity: 'critical',
    summary: 'JSON and rich text field data readable past field access',
    fixedIn: '3.74.0',
  },
  {
    id: 'GHSA-jq29-r496-r955',
    severity: 'moderate',
    summary: 'session confusion between auth collections with serial ids (PostgreSQL, SQLite)',
    fixedIn: '3.74.0',
  },
];
const PACKAGES = [
  'payload',
  '@payloadcms/next',
  '@payloadcms/ui',
  '@payloadcms/richtext-lexical',
  '@payloadcms/db-sqlite',
  '@payloadcms/db-postgres',
  '@payloadcms/db-mongodb',
];

/** The version the CMS loads (its own node_modules link; the packages' exports hide package.json). */
const installed = (name: string): string =>
  (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/** -1, 0 or 1 as `a` is below, equal to or above `b` (major.minor.patch; a pre-release counts below its release). */
function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = v.split('-', 2);
    return { parts: core!.split('.').map(Number), pre: pre !== undefined };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const diff = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return x.pre === y.pre ? 0 : x.pre ? -1 : 1;
}

describe('Payload is not older than the release fixing its published advisories', () => {
  const floor = ADVISORIES.map((a) => a.fixedIn)
    .sort(compareVersions)
    .at(-1)!;

  it.each(PACKAGES)(`%s is at least ${floor}`, (name) => {
    const version = installed(name);
    const open = ADVISORIES.filter((a) => compareVersions(version, a.fixedIn) < 0).map(
      (a) => `${a.id} (${a.severity}, fixed in ${a.fixedIn})`,
    );
    expect(open, `${name} ${version} is affected by`).toEqual([]);
  });

  it('compares versions as releases do', () => {
    expect(compareVersions('3.73.9', '3.74.0')).toBe(-1);
    expect(compareVersions('3.74.0', '3.74.0')).toBe(0);
    expect(compareVersions('3.90.2', '3.74.0')).toBe(1);
    expect(compareVersions('3.74.0-beta.1', '3.74.0')).toBe(-1);
    expect(compareVersions('4.0.0', '3.99.99')).toBe(1);
  });
});

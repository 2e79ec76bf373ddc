import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SanitizedConfig } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { NAVIGATION_GROUPS } from '../src/admin/navigation-groups';

let config: SanitizedConfig;

beforeAll(async () => {
  process.env.BOURSE_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'bourse-cms-navigation-'));
  config = (await (await import('../src/payload.config')).default) as SanitizedConfig;
}, 60_000);

const groupOf = (collection: SanitizedConfig['collections'][number]) => collection.admin?.group;
/** The project's collections (Payload's own, `payload-*`, sit in a hidden System group). */
const own = () => config.collections.filter((collection) => !collection.slug.startsWith('payload-'));

describe('the admin navigation', () => {
  it('starts with the editors’ Content and keeps the groups in the one declared order', () => {
    const shown = own().filter((collection) => typeof groupOf(collection) === 'string');
    const firstSeen = [...new Set(shown.map(groupOf))];
    expect(firstSeen[0]).toBe('Content');
    expect(firstSeen).toEqual(NAVIGATION_GROUPS.filter((group) => firstSeen.includes(group)));
  });

  it('puts every collection of the content model in a declared group', () => {
    expect(
      own()
        .filter((collection) => !NAVIGATION_GROUPS.includes(groupOf(collection) as never))
        .map((c) => c.slug),
    ).toEqual([]);
  });
});

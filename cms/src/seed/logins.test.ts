import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seededLogins } from './logins';

const saved = process.env.BOURSE_DATA_DIR;
afterEach(() => {
  process.env.BOURSE_DATA_DIR = saved;
});
const freshFolder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-logins-'));
  process.env.BOURSE_DATA_DIR = dir;
  return path.join(dir, 'seeded-logins.json');
};

describe('seeded logins', () => {
  it('names an admin and a separate editor beside the demo trader, and keeps them across runs', () => {
    const file = freshFolder();
    const first = seededLogins();
    expect([first.admin.email, first.editor.email, first.trader.email]).toEqual([
      'admin@bourse.local',
      'editor@bourse.local',
      'demo@bourse.local',
    ]);
    expect(first.admin.password).not.toBe(first.editor.password);
    expect(seededLogins()).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it("keeps a folder's older login (when the one seeded editor was an admin) as the admin's, and adds an editor", () => {
    const file = freshFolder();
    writeFileSync(
      file,
      JSON.stringify({
        editor: { email: 'editor@bourse.local', password: 'old-admin-pass' },
        trader: { email: 'demo@bourse.local', password: 't' },
      }),
    );
    const logins = seededLogins();
    expect(logins.admin).toEqual({ email: 'editor@bourse.local', password: 'old-admin-pass' });
    expect(logins.editor.email).toBe('content-editor@bourse.local');
    expect(logins.editor.password).not.toBe('old-admin-pass');
  });
});

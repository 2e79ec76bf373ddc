import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBuildLock } from './build-lock';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'bourse-lock-'));

describe('build lock', () => {
  it('lets only one build run at a time in the same folder', async () => {
    const dir = tmp();
    const events: string[] = [];
    const build = (name: string) =>
      withBuildLock(dir, async () => {
        events.push(`${name} start`);
        await new Promise((r) => setTimeout(r, 150));
        events.push(`${name} end`);
      });
    await Promise.all([build('a'), build('b')]);
    expect(events).toHaveLength(4);
    // Whichever went first finished before the other began.
    expect(events[1]).toBe(events[0]!.replace('start', 'end'));
    expect(existsSync(path.join(dir, '.bourse-build.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tmp();
    mkdirSync(path.join(dir, '.bourse-build.lock'));
    writeFileSync(path.join(dir, '.bourse-build.lock', 'pid'), '999999999');
    await expect(withBuildLock(dir, async () => 'built')).resolves.toBe('built');
  });

  it('releases the lock when the build fails', async () => {
    const dir = tmp();
    await expect(withBuildLock(dir, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withBuildLock(dir, async () => 'again')).resolves.toBe('again');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { $storageFaults, readKey, STORAGE_VERSION, writeKey, type KeySpec, type StorageLike } from './persistence';

// What this browser keeps (settings, verification, drawings): versioned envelopes, each key checked
// on read, a damaged one reset alone and reported, older versions migrated.

function memory(initial: Record<string, string> = {}): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const spec: KeySpec<{ sounds: boolean }> = {
  key: 'probe',
  schema: z.object({ sounds: z.boolean() }),
  fallback: () => ({ sounds: true }),
  migrations: { 0: (data) => ({ sounds: (data as { sound?: string }).sound === 'on' }) },
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  $storageFaults.set([]);
});
afterEach(() => vi.restoreAllMocks());

describe('saved data in this browser', () => {
  it('writes a versioned envelope and reads it back', () => {
    const storage = memory();
    writeKey(storage, spec, { sounds: false });
    expect(JSON.parse(storage.map.get('probe')!)).toEqual({ v: STORAGE_VERSION, data: { sounds: false } });
    expect(readKey(storage, spec)).toEqual({ sounds: false });
  });

  it('reports a corrupt value, resets that key only and leaves the others as they were', () => {
    const storage = memory({ probe: '{not json', other: 'kept' });
    expect(readKey(storage, spec)).toEqual({ sounds: true });
    expect($storageFaults.get().map((f) => f.key)).toEqual(['probe']);
    expect(storage.map.get('other')).toBe('kept');
  });

  it('resets a value that fails its schema, and one from a future version', () => {
    expect(readKey(memory({ probe: JSON.stringify({ v: STORAGE_VERSION, data: { sounds: 'yes' } }) }), spec)).toEqual({ sounds: true });
    expect(readKey(memory({ probe: JSON.stringify({ v: STORAGE_VERSION + 1, data: { sounds: false } }) }), spec)).toEqual({ sounds: true });
    expect($storageFaults.get()).toHaveLength(2);
  });

  it('migrates a value written before versioning', () => {
    expect(readKey(memory({ probe: JSON.stringify({ sound: 'off' }) }), spec)).toEqual({ sounds: false });
    expect($storageFaults.get()).toEqual([]);
  });
});

import { atom } from 'nanostores';
import type * as z from 'zod/mini';

/** The part of Web Storage the stores use; tests pass an in-memory one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Version written into every envelope `{ v, data }`; bump it and add a migration to change a shape. */
export const STORAGE_VERSION = 1;

/**
 * A stored value that could not be read: the key, why, and when. Islands show these; the key was
 * reset to its safe default and no other key was touched.
 *
 * @example
 * $storageFaults.get(); // [{ key: 'cabinetSettings', reason: 'not JSON', at: 1700000000000 }]
 */
export type StorageFault = { key: string; reason: string; at: number };
export const $storageFaults = atom<StorageFault[]>([]);

/** Step n -> n + 1 for one key's data; index 0 upgrades values written before envelopes existed. */
export type Migrations = Record<number, (data: unknown) => unknown>;

export type KeySpec<T> = { key: string; schema: z.ZodMiniType<T>; fallback: () => T; migrations?: Migrations };

function report(key: string, reason: string): void {
  console.warn(`[bourse storage] ${key}: ${reason}; reset to a safe default`);
  $storageFaults.set([...$storageFaults.get(), { key, reason, at: Date.now() }]);
}

/** Writes `{ v, data }` under the key. */
export function writeKey<T>(storage: StorageLike, spec: KeySpec<T>, data: T): void {
  storage.setItem(spec.key, JSON.stringify({ v: STORAGE_VERSION, data }));
}

/**
 * Reads a key: missing -> fallback (quietly); unparsable, from the future, or failing its schema ->
 * reported, and that key alone is reset to the fallback. Older versions are migrated step by step
 * and written back.
 *
 * @example
 * readKey(localStorage, { key: 'cabinetSettings', schema: settingsSchema, fallback: () => defaults });
 */
export function readKey<T>(storage: StorageLike, spec: KeySpec<T>): T {
  const raw = storage.getItem(spec.key);
  if (raw === null) return spec.fallback();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return reset(storage, spec, 'not JSON');
  }
  const enveloped = typeof parsed === 'object' && parsed !== null && 'v' in parsed && 'data' in parsed;
  let version = enveloped ? Number((parsed as { v: unknown }).v) : 0;
  let data = enveloped ? (parsed as { data: unknown }).data : parsed;
  if (!Number.isInteger(version) || version > STORAGE_VERSION) return reset(storage, spec, `unknown version ${String(version)}`);
  const migrated = version < STORAGE_VERSION;
  while (version < STORAGE_VERSION) {
    const step = spec.migrations?.[version];
    if (!step) return reset(storage, spec, `no migration from version ${version}`);
    try {
      data = step(data);
    } catch {
      return reset(storage, spec, `migration from version ${version} failed`);
    }
    version += 1;
  }
  const checked = spec.schema.safeParse(data);
  if (!checked.success) return reset(storage, spec, `invalid data (${checked.error.issues[0]?.message ?? 'schema'})`);
  if (migrated) writeKey(storage, spec, checked.data);
  return checked.data;
}

function reset<T>(storage: StorageLike, spec: KeySpec<T>, reason: string): T {
  report(spec.key, reason);
  const value = spec.fallback();
  writeKey(storage, spec, value);
  return value;
}

/** The browser's localStorage, or an in-memory one where there is none (server render, tests). */
export function defaultStorage(): StorageLike {
  if (typeof localStorage !== 'undefined') return localStorage;
  const memory = new Map<string, string>();
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

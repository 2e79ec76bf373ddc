import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which CMS cache keys one render reads. Renders of different requests interleave on one event
 * loop, so the reads are collected per async context, not in a shared list.
 */
const current = new AsyncLocalStorage<Set<string>>();

/** Runs `work` and returns what it produced with every key noteRead() saw inside it. */
export async function collectReads<T>(work: () => Promise<T>): Promise<{ result: T; keys: Set<string> }> {
  const keys = new Set<string>();
  const result = await current.run(keys, work);
  return { result, keys };
}

/** Called by the CMS client on every lookup; outside collectReads() it does nothing. */
export function noteRead(key: string): void {
  current.getStore()?.add(key);
}

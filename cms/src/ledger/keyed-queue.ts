/**
 * Runs async work one at a time per key, in arrival order; different keys run side by side. The
 * ledger's in-process half of "one account, one change at a time" (the database holds the other).
 *
 * @example
 * const queue = new KeyedQueue();
 * await Promise.all([queue.run('7', withdrawAll), queue.run('7', withdrawAll)]); // the second sees the first's result
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.catch(() => {});
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

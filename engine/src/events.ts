import type { UserEvent } from '@bourse/trading';

type Listener = (event: UserEvent) => void;

/**
 * The engine's user stream inside the process: every change is published to its trader's channel,
 * and each open push connection of that trader listens (a second browser sees what the first did).
 *
 * @example
 * const off = events.listen(traderId, (event) => socket.send(JSON.stringify(event)));
 * events.publish(traderId, { e: 'outboundAccountPosition', accountId, balances });
 */
export class UserEvents {
  private readonly listeners = new Map<number, Set<Listener>>();

  listen(traderId: number, listener: Listener): () => void {
    let set = this.listeners.get(traderId);
    if (!set) {
      set = new Set();
      this.listeners.set(traderId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(traderId);
    };
  }

  publish(traderId: number, event: UserEvent): void {
    for (const listener of this.listeners.get(traderId) ?? []) {
      try {
        listener(event);
      } catch {
        // One broken connection must not keep the event from the others.
      }
    }
  }

  /** An event for every open push connection, whoever's it is (a forex quote). */
  broadcast(event: UserEvent): void {
    for (const traderId of [...this.listeners.keys()]) this.publish(traderId, event);
  }

  /** How many push connections are open (for the health answer and the bench). */
  get connections(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}

type PoolClient = {
  release?: (err?: Error) => void;
  end?: () => Promise<void>;
  once?: (event: 'end', listener: () => void) => void;
  _ended?: boolean;
};

/** The part of node-postgres's Pool this module touches (`_clients` is the pool's own list). */
export type PoolLike = { ended?: boolean; ending?: boolean; end(): Promise<void>; _clients?: PoolClient[] };

const closed = (client: PoolClient) =>
  new Promise<void>((resolve) => {
    if (client._ended || !client.once) return resolve();
    client.once('end', resolve);
  });

/**
 * Ends a node-postgres pool for good and resolves once its connections are closed (within
 * `timeoutMs`). `pool.end()` waits for every checked-out connection to come back, and Payload's
 * PostgreSQL adapter checks its first connection out at connect and never releases it: so the
 * connections still out are handed back here, which lets the pool close them. Anything still open
 * after the bound is closed directly.
 */
export async function endPostgresPool(pool: PoolLike, timeoutMs = 5000): Promise<void> {
  if (pool.ended || pool.ending) return;
  const clients = [...(pool._clients ?? [])];
  const allClosed = Promise.all(clients.map(closed));
  const ended = pool.end();
  // After end() the pool has dropped its idle connections: what is left is checked out.
  for (const client of [...(pool._clients ?? [])]) {
    try {
      client.release?.();
    } catch {
      // released meanwhile: the pool closes it itself
    }
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
  const outcome = await Promise.race([Promise.all([ended, allClosed]).then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') await Promise.all(clients.map((client) => client.end?.().catch(() => {})));
}

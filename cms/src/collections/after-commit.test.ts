import { describe, expect, it } from 'vitest';
import { afterCommit } from './after-commit';

describe('work after the transaction', () => {
  it('runs once the SQL session has committed, not before', async () => {
    const events: string[] = [];
    const session = { resolve: async () => void events.push('committed'), reject: async () => void events.push('rolled back') };
    const req = { transactionID: 'tx-1', payload: { db: { sessions: { 'tx-1': session } } } };
    await afterCommit(req, async () => void events.push('notified'));
    expect(events).toEqual([]);
    await session.resolve();
    await new Promise((done) => setTimeout(done, 0));
    expect(events).toEqual(['committed', 'notified']);
  });

  it('polls an adapter whose sessions cannot be chained until the session is gone', async () => {
    const events: string[] = [];
    const sessions: Record<string, object> = { 'tx-2': {} };
    const done = afterCommit({ transactionID: 'tx-2', payload: { db: { sessions } } }, async () => void events.push('notified'));
    await new Promise((wait) => setTimeout(wait, 40));
    events.push('committed');
    delete sessions['tx-2'];
    await done;
    expect(events).toEqual(['committed', 'notified']);
  });

  it('runs at once without a transaction', async () => {
    let ran = false;
    await afterCommit({ payload: { db: {} } }, async () => void (ran = true));
    expect(ran).toBe(true);
  });
});

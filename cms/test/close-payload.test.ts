import { describe, expect, it } from 'vitest';
import { freshPayload, testDialect } from './helpers';

// Commands open Payload, work and must then exit on their own: nothing may stay open after close.
// On PostgreSQL Payload's own destroy() left the pool (and one checked-out connection) open, which
// kept `bourse seed` and `bourse migrate` running for ever.
const uri = process.env.TEST_POSTGRES_URI;
if (!uri) console.warn('closing on PostgreSQL skipped: TEST_POSTGRES_URI is not set (npm test sets it when PostgreSQL is installed)');

const sockets = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap' || r === 'TCPWRAP').length;

describe.skipIf(!uri)('closeBoursePayload', () => {
  it(`leaves no database connection open (${testDialect === 'postgres' ? 'PostgreSQL test database' : 'PostgreSQL'})`, async () => {
    const before = sockets();
    const url = new URL(uri!);
    url.pathname = `/bourse_close_${process.pid}`;
    const payload = await freshPayload(url.toString());
    await payload.find({ collection: 'sites', limit: 1 });
    expect(sockets()).toBeGreaterThan(before);
    const { closeBoursePayload, getBoursePayload } = await import('../src/index');
    await closeBoursePayload(payload);
    expect(sockets()).toBe(before);
    // A later instance in the same process works (the destroyed one is not served from a cache).
    const again = await getBoursePayload();
    expect(again).not.toBe(payload);
    expect((await again.count({ collection: 'sites' })).totalDocs).toBe(0);
    await closeBoursePayload(again);
    expect(sockets()).toBe(before);
  }, 300_000);
});

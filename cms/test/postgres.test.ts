import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { freshPayload } from './helpers';

// The server-database option: same migrations, same seed, on the PostgreSQL that npm test starts.
const uri = process.env.TEST_POSTGRES_URI;
if (!uri) console.warn('PostgreSQL suite skipped: TEST_POSTGRES_URI is not set (npm test sets it when PostgreSQL is installed)');

describe.skipIf(!uri)('PostgreSQL', () => {
  let payload: Payload;
  afterAll(async () => {
    await payload?.destroy();
  });

  it('migrates, seeds twice without duplicates and answers the active site', async () => {
    payload = await freshPayload(uri);
    const { seed, findActiveSite } = await import('../src/index');
    await seed(payload);
    const again = await seed(payload);
    expect(again.created).toEqual([]);
    expect(await findActiveSite(payload)).toMatchObject({ theme: 'exchange', isActive: true });
    const ru = await payload.find({ collection: 'pages', where: { slug: { equals: 'terms' } }, locale: 'ru', overrideAccess: false });
    expect(ru.docs[0]?.title).toBe('Условия использования');
    expect((await findActiveSite(payload, 'ru')).navigation.header[0]?.label).toBe('Торговля');
  }, 600_000);
});

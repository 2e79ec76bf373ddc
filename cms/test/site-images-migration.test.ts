import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { testDialect } from './helpers';
import { databaseBefore } from './migration-support';

// A second Payload instance cannot share a process with migrations.test.ts's, hence its own file.

let payload: Payload | undefined;
afterAll(async () => {
  const { closeBoursePayload } = await import('../src/index');
  if (payload) await closeBoursePayload(payload);
});

describe(`the site images migration (${testDialect})`, () => {
  it('turns a logo typed as a media library address into that image, and keeps other addresses', async () => {
    const before = await databaseBefore('_site_images');
    payload = before.payload;
    await before.raw(
      `INSERT INTO "media" ("filename", "mime_type", "url", "width", "height") VALUES ('acme-logo.png', 'image/png', '/api/media/file/acme-logo.png', 200, 60)`,
    );
    await before.raw(
      `INSERT INTO "sites" ("name", "url", "theme", "logo", "thumbnail") VALUES ('Acme', 'https://acme.example', 'simple', 'https://cms.acme.example/api/media/file/acme-logo.png', 'https://cdn.example/social.jpg')`,
    );
    await payload.db.migrate({ migrations: before.rest as never });
    const site = (await payload.find({ collection: 'sites', where: { name: { equals: 'Acme' } }, depth: 1 })).docs[0]!;
    expect(site.logoImage).toMatchObject({ filename: 'acme-logo.png' });
    expect(site.socialImage ?? null).toBeNull();
    expect([site.logo, site.thumbnail]).toEqual([
      'https://cms.acme.example/api/media/file/acme-logo.png',
      'https://cdn.example/social.jpg',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { freshPayload } from './helpers';

let payload: Payload;
let editor: Record<string, unknown> & { id: number | string };
let admin: Record<string, unknown> & { id: number | string };
let traderA: Record<string, unknown> & { id: number | string };
let traderB: Record<string, unknown> & { id: number | string };

const asUser = (collection: string, doc: Record<string, unknown>) => ({ ...doc, collection });

beforeAll(async () => {
  payload = await freshPayload();
  const { seed } = await import('../src/index');
  await seed(payload);
  admin = (await payload.find({ collection: 'editors', where: { role: { equals: 'admin' } }, limit: 1 })).docs[0];
  editor = await payload.create({
    collection: 'editors',
    data: { email: 'writer@example.com', password: 'long-enough-1', role: 'editor' },
  });
  traderA = await payload.create({ collection: 'traders', data: { email: 'a@example.com', password: 'long-enough-1', username: 'a' } });
  traderB = await payload.create({ collection: 'traders', data: { email: 'b@example.com', password: 'long-enough-1', username: 'b' } });
  await payload.create({ collection: 'pages', data: { slug: 'draft-page', title: 'Secret draft', _status: 'draft' }, draft: true });
}, 300_000);
afterAll(async () => {
  await payload?.destroy();
});

describe('anonymous visitors', () => {
  it('read published pages but never drafts', async () => {
    const pages = await payload.find({ collection: 'pages', overrideAccess: false, limit: 100 });
    const slugs = pages.docs.map((p) => p.slug);
    expect(slugs).toContain('home');
    expect(slugs).not.toContain('draft-page');
  });

  it('never read editors or traders', async () => {
    await expect(payload.find({ collection: 'editors', overrideAccess: false })).rejects.toThrow();
    await expect(payload.find({ collection: 'traders', overrideAccess: false })).rejects.toThrow();
  });

  it('cannot change sites, themes or pages', async () => {
    const site = (await payload.find({ collection: 'sites', limit: 1 })).docs[0]!;
    await expect(payload.update({ collection: 'sites', id: site.id, data: { theme: 'simple' }, overrideAccess: false })).rejects.toThrow();
    await expect(payload.create({ collection: 'pages', data: { slug: 'x', title: 'x' }, overrideAccess: false })).rejects.toThrow();
  });
});

describe('editors', () => {
  it('an editor reads drafts and edits content', async () => {
    const user = asUser('editors', editor);
    const pages = await payload.find({ collection: 'pages', overrideAccess: false, user, draft: true, limit: 100 });
    expect(pages.docs.map((p) => p.slug)).toContain('draft-page');
  });

  it('an editor (not admin) cannot change sites, themes or other editors, nor make themself admin', async () => {
    const user = asUser('editors', editor);
    const site = (await payload.find({ collection: 'sites', limit: 1 })).docs[0]!;
    await expect(
      payload.update({ collection: 'sites', id: site.id, data: { theme: 'simple' }, overrideAccess: false, user }),
    ).rejects.toThrow();
    const theme = (await payload.find({ collection: 'themes', limit: 1 })).docs[0]!;
    await expect(
      payload.update({ collection: 'themes', id: theme.id, data: { displayName: 'x' }, overrideAccess: false, user }),
    ).rejects.toThrow();
    await expect(
      payload.update({ collection: 'editors', id: admin.id, data: { name: 'hijacked' }, overrideAccess: false, user }),
    ).rejects.toThrow();
    const self = await payload.update({ collection: 'editors', id: editor.id, data: { role: 'admin' }, overrideAccess: false, user });
    expect(self.role).toBe('editor');
  });

  it('an editor (not admin) cannot list, open or change trader accounts, nor see them in the admin navigation', async () => {
    const user = asUser('editors', editor);
    await expect(payload.find({ collection: 'traders', overrideAccess: false, user })).rejects.toThrow();
    await expect(payload.findByID({ collection: 'traders', id: traderA.id, overrideAccess: false, user })).rejects.toThrow();
    await expect(
      payload.update({ collection: 'traders', id: traderA.id, data: { firstName: 'x' }, overrideAccess: false, user }),
    ).rejects.toThrow();
    const hidden = payload.collections.traders.config.admin.hidden as (args: { user: unknown }) => boolean;
    expect(hidden({ user })).toBe(true);
    expect(hidden({ user: asUser('editors', admin) })).toBe(false);
  });

  it("an editor sets their own editing language, and not another editor's", async () => {
    const user = asUser('editors', editor);
    const self = await payload.update({ collection: 'editors', id: editor.id, data: { language: 'de' }, overrideAccess: false, user });
    expect(self.language).toBe('de');
    await expect(
      payload.update({ collection: 'editors', id: admin.id, data: { language: 'ru' }, overrideAccess: false, user }),
    ).rejects.toThrow();
  });

  it('an admin changes sites', async () => {
    const user = asUser('editors', admin);
    const site = (await payload.find({ collection: 'sites', where: { isActive: { equals: true } } })).docs[0]!;
    const updated = await payload.update({ collection: 'sites', id: site.id, data: { theme: 'dark-brand' }, overrideAccess: false, user });
    expect(updated.theme).toBe('dark-brand');
  });
});

describe('traders', () => {
  it('a trader sees only their own record', async () => {
    const user = asUser('traders', traderA);
    const found = await payload.find({ collection: 'traders', overrideAccess: false, user });
    expect(found.docs.map((d) => d.id)).toEqual([traderA.id]);
    await expect(payload.findByID({ collection: 'traders', id: traderB.id, overrideAccess: false, user })).rejects.toThrow();
  });

  it('a trader cannot read editors or drafts, nor change another trader', async () => {
    const user = asUser('traders', traderA);
    await expect(payload.find({ collection: 'editors', overrideAccess: false, user })).rejects.toThrow();
    const pages = await payload.find({ collection: 'pages', overrideAccess: false, user, draft: true, limit: 100 });
    expect(pages.docs.map((p) => p.slug)).not.toContain('draft-page');
    await expect(
      payload.update({ collection: 'traders', id: traderB.id, data: { firstName: 'x' }, overrideAccess: false, user }),
    ).rejects.toThrow();
  });

  it('an editor whose id equals a trader id still cannot read that trader', async () => {
    const user = asUser('editors', { ...editor, id: traderB.id });
    await expect(payload.findByID({ collection: 'traders', id: traderB.id, overrideAccess: false, user })).rejects.toThrow();
  });
});

describe('content collections (one test per rule that it denies what it must)', () => {
  it('anonymous visitors cannot write posts, news, research, faq, coins or media', async () => {
    for (const collection of ['posts', 'news', 'research', 'faq', 'coins', 'media'] as const) {
      await expect(payload.create({ collection, data: {}, overrideAccess: false }), collection).rejects.toThrow(/not allowed/i);
    }
  });

  it('anonymous visitors never read a draft post or news item', async () => {
    const content = (await payload.find({ collection: 'posts', limit: 1 })).docs[0]!.content;
    await payload.create({
      collection: 'news',
      draft: true,
      data: {
        title: 'Embargoed',
        slug: 'embargoed',
        excerpt: 'x',
        content,
        author: 'x',
        publishedAt: '2026-11-01T00:00:00.000Z',
        _status: 'draft',
      },
    });
    const found = await payload.find({ collection: 'news', where: { slug: { equals: 'embargoed' } }, overrideAccess: false, draft: true });
    expect(found.totalDocs).toBe(0);
  });

  it('a trader cannot edit FAQ or coins; an editor can', async () => {
    const faq = (await payload.find({ collection: 'faq', limit: 1 })).docs[0]!;
    await expect(
      payload.update({ collection: 'faq', id: faq.id, data: { answer: 'x' }, overrideAccess: false, user: asUser('traders', traderA) }),
    ).rejects.toThrow();
    const edited = await payload.update({
      collection: 'faq',
      id: faq.id,
      data: { order: 5 },
      overrideAccess: false,
      user: asUser('editors', editor),
    });
    expect(edited.order).toBe(5);
  });

  it('an editor (not admin) cannot create a site or a theme', async () => {
    const user = asUser('editors', editor);
    await expect(
      payload.create({
        collection: 'sites',
        data: { title: 't', name: 'n', url: 'https://x.example', theme: 'simple' },
        overrideAccess: false,
        user,
      }),
    ).rejects.toThrow();
    await expect(
      payload.create({ collection: 'editors', data: { email: 'new@example.com', password: 'long-enough-1' }, overrideAccess: false, user }),
    ).rejects.toThrow();
  });
});

import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecentDrafts, findScheduled } from '../src/admin/dashboard/editorial-queue';
import { freshPayload } from './helpers';

let payload: Payload;
let editor: TypedUser;
const ids: Record<string, number> = {};

const page = async (slug: string, title: string, status: 'draft' | 'published') =>
  (await payload.create({ collection: 'pages', locale: 'en', data: { slug, title, _status: status }, draft: status === 'draft' }))
    .id as number;

beforeAll(async () => {
  payload = await freshPayload();
  const created = await payload.create({
    collection: 'editors',
    data: { email: 'desk@example.com', password: 'long-enough-1', role: 'editor' },
  });
  editor = { ...created, collection: 'editors' } as TypedUser;
  ids.published = await page('published-only', 'Published and unchanged', 'published');
  ids.never = await page('never-published', 'Never published', 'draft');
  ids.changed = await page('changed', 'Changed after publishing', 'published');
  await payload.update({ collection: 'pages', id: ids.changed, locale: 'ru', data: { title: 'Изменено' }, overrideAccess: true });
  await payload.update({ collection: 'pages', id: ids.changed, locale: 'en', data: { title: 'Changed, not yet published' }, draft: true });
}, 300_000);
afterAll(async () => {
  await payload?.destroy();
});

describe("the dashboard's recent drafts", () => {
  it('lists documents with unpublished changes, newest first, and not those published as they are', async () => {
    const drafts = await findRecentDrafts({ payload, user: editor, locale: 'en' });
    expect(drafts.map((entry) => entry.title)).toEqual(['Changed, not yet published', 'Never published']);
    expect(drafts[0]).toMatchObject({
      collection: 'pages',
      kind: 'Page',
      id: ids.changed,
      href: `/admin/collections/pages/${ids.changed}`,
    });
  });

  it("names each draft in the editor's language", async () => {
    const drafts = await findRecentDrafts({ payload, user: editor, locale: 'ru' });
    expect(drafts.find((entry) => entry.id === ids.changed)?.title).toBe('Изменено');
  });

  it('shows a trader nothing: drafts are read with the signed-in account’s access', async () => {
    const trader = await payload.create({
      collection: 'traders',
      data: { email: 't@example.com', password: 'long-enough-1', username: 'trader' },
    });
    await expect(findRecentDrafts({ payload, user: { ...trader, collection: 'traders' } as TypedUser, locale: 'en' })).rejects.toThrow();
  });
});

describe('recent drafts after publishing one language', () => {
  it('drop a document once its only draft is published, and keep one whose other language still waits', async () => {
    const id = await page('one-language', 'One language', 'published');
    await payload.update({ collection: 'pages', id, locale: 'en', data: { title: 'One language, edited' }, draft: true });
    expect((await findRecentDrafts({ payload, user: editor, locale: 'en' })).map((entry) => entry.id)).toContain(id);
    await payload.update({ collection: 'pages', id, locale: 'en', data: { _status: 'published' }, publishSpecificLocale: 'en' });
    expect((await findRecentDrafts({ payload, user: editor, locale: 'en' })).map((entry) => entry.id)).not.toContain(id);

    await payload.update({ collection: 'pages', id, locale: 'ru', data: { title: 'Один язык, черновик' }, draft: true });
    await payload.update({
      collection: 'pages',
      id,
      locale: 'en',
      data: { title: 'One language, again', _status: 'published' },
      publishSpecificLocale: 'en',
    });
    const drafts = await findRecentDrafts({ payload, user: editor, locale: 'ru' });
    expect(drafts.find((entry) => entry.id === id)?.title).toBe('Один язык, черновик');
  });
});

describe("the dashboard's scheduled publishes", () => {
  it('lists what publishes or unpublishes later, soonest first, with its time and language', async () => {
    const soon = new Date(Date.now() + 3_600_000);
    const later = new Date(Date.now() + 86_400_000);
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', doc: { relationTo: 'pages', value: String(ids.published) } },
      waitUntil: later,
    });
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', locale: 'en', doc: { relationTo: 'pages', value: String(ids.never) } },
      waitUntil: soon,
    });
    const scheduled = await findScheduled({ payload, user: editor, locale: 'en' });
    expect(scheduled.map(({ title, action, locale, at }) => ({ title, action, locale, at: new Date(at).getTime() }))).toEqual([
      { title: 'Never published', action: 'publish', locale: 'en', at: soon.getTime() },
      { title: 'Published and unchanged', action: 'unpublish', locale: null, at: later.getTime() },
    ]);
  });

  it('leaves out jobs already due (the jobs cron runs them)', async () => {
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: String(ids.changed) } },
      waitUntil: new Date(Date.now() - 1000),
    });
    const scheduled = await findScheduled({ payload, user: editor, locale: 'en' });
    expect(scheduled.map((entry) => entry.id)).not.toContain(ids.changed);
  });
});

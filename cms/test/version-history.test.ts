import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPayload } from './helpers';

let payload: Payload;
let anna: TypedUser;
let boris: TypedUser;

const editor = async (email: string, name: string) =>
  ({
    ...(await payload.create({ collection: 'editors', data: { email, name, password: 'long-enough-1', role: 'editor' } })),
    collection: 'editors',
  }) as TypedUser;

/** An autosave as the admin's form makes it: a draft, marked autosave, with the editor's access. */
const autosave = (id: number, user: TypedUser, title: string) =>
  payload.update({ collection: 'pages', id, locale: 'en', data: { title }, draft: true, autosave: true, user, overrideAccess: false });

const history = async (id: number) =>
  (await payload.findVersions({ collection: 'pages', where: { parent: { equals: id } }, sort: 'createdAt', limit: 50, depth: 0 })).docs.map(
    (entry) => ({ by: entry.version.editedBy, title: entry.version.title, autosave: entry.autosave }),
  );

beforeAll(async () => {
  payload = await freshPayload();
  anna = await editor('anna@broker.example', 'Anna Petrova');
  boris = await editor('boris@broker.example', 'Boris Ivanov');
}, 300_000);
afterAll(async () => {
  await payload?.destroy();
});

describe('the version history of a page two editors work on', () => {
  it("keeps one version per editor's run of autosaves, each saying who saved it", async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { slug: 'fees', title: 'Fees' },
      draft: true,
      user: anna,
      overrideAccess: false,
    });
    const id = page.id as number;
    await autosave(id, anna, 'Fees and limits');
    await autosave(id, anna, 'Fees and limits, 2026');
    await autosave(id, boris, 'Fees, limits and payouts');
    await autosave(id, boris, 'Fees, limits and payouts (draft)');

    const autosaves = (await history(id)).filter((entry) => entry.autosave);
    expect(autosaves).toEqual([
      { by: 'Anna Petrova (anna@broker.example)', title: 'Fees and limits, 2026', autosave: true },
      { by: 'Boris Ivanov (boris@broker.example)', title: 'Fees, limits and payouts (draft)', autosave: true },
    ]);
  });

  it('names the script that saved a version when no editor did', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { slug: 'scripted', title: 'Scripted', _status: 'published' },
      context: { savedBy: 'bourse seed' },
    });
    expect((await history(page.id as number)).map((entry) => entry.by)).toEqual(['bourse seed']);
  });
});

import { describe, expect, it } from 'vitest';
import { loadPreview } from './preview';

const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('editor preview', () => {
  it('renders a draft page the CMS returns for a valid token', async () => {
    const doc = { id: 1, slug: 'about', title: 'О нас (черновик)', layout: [{ blockType: 'hero', heading: 'Draft hero' }] };
    const result = await loadPreview('http://cms', 'tok', answer({ success: true, data: { collection: 'pages', locale: 'ru', doc } }));
    expect(result).toMatchObject({ status: 'page', locale: 'ru', page: { title: 'О нас (черновик)' } });
  });

  it('refuses an expired token with the CMS message and a 401', async () => {
    const result = await loadPreview(
      'http://cms',
      'old',
      answer({ success: false, error: { code: 'PREVIEW_EXPIRED', message: { en: 'This preview link has expired.' } } }, 401),
    );
    expect(result).toEqual({ status: 'refused', httpStatus: 401, message: 'This preview link has expired.' });
  });

  it('refuses a link without a token before asking the CMS', async () => {
    const neverCalled = (async () => {
      throw new Error('should not be called');
    }) as unknown as typeof fetch;
    expect((await loadPreview('http://cms', null, neverCalled)).status).toBe('refused');
  });

  it('reports a CMS that does not answer as 502, not as a crash', async () => {
    const down = (async () => {
      throw new Error('connect ECONNREFUSED');
    }) as unknown as typeof fetch;
    expect(await loadPreview('http://cms', 'tok', down)).toMatchObject({ status: 'refused', httpStatus: 502 });
  });
});

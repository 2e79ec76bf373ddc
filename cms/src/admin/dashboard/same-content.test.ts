import { describe, expect, it } from 'vitest';
import { isSameContent } from './same-content';

describe('telling a draft with changes from a copy of what is published', () => {
  const published = {
    id: 7,
    title: { en: 'Terms', ru: 'Условия' },
    layout: { en: [{ id: 'a1', blockType: 'hero', heading: 'Hi' }] },
    updatedAt: '2026-11-26T04:00:00.000Z',
    _status: 'published',
  };

  it('counts a draft equal in every language as no change, whatever its times, status or key order', () => {
    const copy = {
      _status: 'draft',
      updatedAt: '2026-11-26T05:00:00.000Z',
      layout: { en: [{ heading: 'Hi', blockType: 'hero', id: 'a1' }] },
      title: { ru: 'Условия', en: 'Terms' },
      id: 7,
    };
    expect(isSameContent(published, copy)).toBe(true);
  });

  it('sees a change in any one language, and in a block', () => {
    expect(isSameContent(published, { ...published, title: { en: 'Terms', ru: 'Условия (черновик)' } })).toBe(false);
    expect(isSameContent(published, { ...published, layout: { en: [{ id: 'a1', blockType: 'hero', heading: 'Hello' }] } })).toBe(false);
    expect(isSameContent(published, { ...published, layout: { en: [{ id: 'b2', blockType: 'hero', heading: 'Hi' }] } })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isAbandonedDraft, newDraftCollection } from './new-draft';

describe('new drafts', () => {
  it('knows a "Create new" address of a collection that autosaves, and nothing else', () => {
    expect(newDraftCollection(['collections', 'posts', 'create'])).toBe('posts');
    expect(newDraftCollection(['collections', 'faq', 'create'])).toBeNull();
    expect(newDraftCollection(['collections', 'posts', '12'])).toBeNull();
  });

  it('counts a draft as abandoned only without a title in any language, never published, after an hour', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const old = '2026-11-28T10:00:00Z';
    expect(isAbandonedDraft({ id: 1, title: { en: null, ru: '' }, _status: { en: 'draft', ru: 'draft' }, createdAt: old }, now)).toBe(true);
    expect(isAbandonedDraft({ id: 2, title: { ru: 'Черновик' }, _status: { en: 'draft' }, createdAt: old }, now)).toBe(false);
    expect(isAbandonedDraft({ id: 3, title: {}, _status: { en: 'draft', de: 'published' }, createdAt: old }, now)).toBe(false);
    expect(isAbandonedDraft({ id: 4, title: {}, _status: { en: 'draft' }, createdAt: '2026-11-28T11:30:00Z' }, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { previewableDoc } from './preview';

describe('a draft as the preview shows it', () => {
  it('gives a new draft without a slug the one its title would make', () => {
    expect(previewableDoc({ id: 7, title: 'Fee guide: maker & taker', slug: null })).toMatchObject({ slug: 'fee-guide-maker-taker' });
  });

  it('shows a draft saved before its title as "Untitled draft" at draft-<id>', () => {
    expect(previewableDoc({ id: 7, title: null, slug: null })).toMatchObject({ title: 'Untitled draft', slug: 'draft-7' });
    expect(previewableDoc({ id: 7, title: '  ', slug: '' })).toMatchObject({ title: 'Untitled draft', slug: 'draft-7' });
  });

  it('keeps a typed slug and title as they are', () => {
    expect(previewableDoc({ id: 7, title: 'Fees', slug: 'fees-2026' })).toEqual({ id: 7, title: 'Fees', slug: 'fees-2026' });
  });
});

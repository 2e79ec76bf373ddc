import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { categoryLabel } from './category-label';

describe('categoryLabel', () => {
  it('shows a known category in the page language, not its slug', () => {
    expect(categoryLabel('market-report', createTranslator('en'))).toBe('Market report');
    expect(categoryLabel('market-report', createTranslator('ru'))).toBe('Обзор рынка');
    expect(categoryLabel('education', createTranslator('de'))).toBe('Wissen');
  });

  it('turns an unknown slug into words', () => {
    expect(categoryLabel('on-chain_data', createTranslator('es'))).toBe('On chain data');
  });
});

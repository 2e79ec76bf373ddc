import { describe, expect, it } from 'vitest';
import { themeFieldsFromJson } from './theme-fields-data';

describe('upgrading theme records from JSON columns to fields', () => {
  it('keeps every colour (nested groups as group-name rows), spacing, radius and pages', () => {
    const fields = themeFieldsFromJson({
      id: 1,
      colors: JSON.stringify({ bg: '#000000', accent: '#FF0000', market: { up: '#00FF00', down: '#FF00FF' } }),
      spacing: { gutter: '24px', section: '64px', content: '1200px' },
      border_radius: '{"base":"8px","button":"999px","card":"12px"}',
      pages: '["home","legal/aml"]',
    });
    expect(fields.colors.map(({ token, value }) => [token, value])).toEqual([
      ['bg', '#000000'],
      ['accent', '#FF0000'],
      ['market-up', '#00FF00'],
      ['market-down', '#FF00FF'],
    ]);
    expect(new Set(fields.colors.map((c) => c.id)).size).toBe(4);
    expect(fields.spacing).toEqual({ gutter: '24px', section: '64px', content: '1200px' });
    expect(fields.borderRadius).toEqual({ base: '8px', button: '999px', card: '12px' });
    expect(fields.pages).toEqual(['home', 'legal/aml']);
  });

  it('drops a length outside the new choices and survives a broken JSON value', () => {
    const fields = themeFieldsFromJson({ id: 2, colors: '{broken', spacing: { gutter: '23px' }, border_radius: null, pages: null });
    expect(fields.colors).toEqual([]);
    expect(fields.spacing.gutter).toBeNull();
    expect(fields.pages).toEqual([]);
  });
});

import { themes } from '@bourse/themes';
import { describe, expect, it } from 'vitest';
import { themeDocOf } from '../record';
import { contrastWarnings } from './contrast-warnings';

const exchange = Object.fromEntries(themeDocOf(themes.exchange).colors.map((row) => [row.token, row.value]));

describe('contrast warnings in the theme editor', () => {
  it('say nothing for the shipped colours', () => {
    for (const [token, value] of Object.entries(exchange)) expect(contrastWarnings(token, value, exchange), token).toEqual([]);
  });

  it('warn when muted text drops below AA on each background it is read on', () => {
    const warnings = contrastWarnings('muted', '#333A44', exchange);
    expect(warnings.map((w) => w.background)).toEqual(['bg', 'surface', 'surface-raised']);
    expect(warnings.every((w) => w.ratio < 4.5 && w.minimum === 4.5)).toBe(true);
  });

  it('warn on the background too: a light page behind light text', () => {
    expect(contrastWarnings('bg', '#FFFFFF', exchange).map((w) => w.foreground)).toEqual(['text', 'muted', 'link', 'focus']);
  });

  it('wait for a complete hex colour', () => {
    expect(contrastWarnings('text', '#12', exchange)).toEqual([]);
  });
});

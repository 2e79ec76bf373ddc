import type { CSSProperties } from 'react';

// Inline styles on the themes' tokens, as the other islands do; the focus ring is the theme's
// global :focus-visible rule.
export const control: CSSProperties = {
  font: 'inherit', color: 'inherit', background: 'var(--color-bg, #0b0e11)', border: '1px solid var(--color-border, #2b3139)',
  borderRadius: '6px', padding: '0.375rem 0.625rem', cursor: 'pointer',
};
export const primary: CSSProperties = {
  ...control, background: 'var(--color-accent, #f0b90b)', color: 'var(--color-accent-text, #181a20)', border: '1px solid transparent', fontWeight: 600,
};
export const muted: CSSProperties = { color: 'var(--color-muted, #929aa5)', fontSize: '0.8125rem' };
export const surface: CSSProperties = {
  background: 'var(--color-surface, #181a20)', color: 'var(--color-text, #eaecef)', border: '1px solid var(--color-border, #2b3139)',
  borderRadius: 'var(--radius-md, 8px)',
};
export const bubble = (mine: boolean): CSSProperties => ({
  alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%', padding: '0.5rem 0.625rem', borderRadius: '10px', whiteSpace: 'pre-wrap',
  background: mine ? 'var(--color-accent, #f0b90b)' : 'var(--color-bg, #0b0e11)', color: mine ? 'var(--color-accent-text, #181a20)' : 'inherit',
  border: mine ? 'none' : '1px solid var(--color-border, #2b3139)',
});
/** Read by screen readers, not shown. */
export const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' };

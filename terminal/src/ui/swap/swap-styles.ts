import type { CSSProperties } from 'react';

// Theme tokens with fallbacks, so the island follows whichever theme the public page renders in.
export const box: CSSProperties = {
  display: 'grid', gap: '0.75rem', alignContent: 'start', padding: '1rem', borderRadius: 'var(--radius-card, 8px)',
  background: 'var(--color-surface, #181a20)', color: 'var(--color-text, #eaecef)', border: '1px solid var(--color-border, #2b3139)',
};
export const heading: CSSProperties = { margin: 0, fontSize: '1.125rem' };
export const control: CSSProperties = {
  font: 'inherit', fontWeight: 'inherit', color: 'inherit', background: 'var(--color-bg, #0b0e11)', border: '1px solid var(--color-border, #474d57)',
  borderRadius: '6px', padding: '0.5rem 0.75rem', cursor: 'pointer', minWidth: 0,
};
export const pressed: CSSProperties = { ...control, border: '1px solid var(--color-accent, #f0b90b)', color: 'var(--color-accent, #f0b90b)', fontWeight: 600 };
export const primary: CSSProperties = {
  ...control, background: 'var(--color-accent, #f0b90b)', color: 'var(--color-accent-text, #181a20)', border: '1px solid var(--color-accent, #f0b90b)', fontWeight: 600,
};
export const muted: CSSProperties = { color: 'var(--color-text-muted, #b7bdc6)', fontSize: '0.875rem', margin: 0 };
export const numbers: CSSProperties = { fontFamily: 'var(--font-mono, ui-monospace, monospace)', fontVariantNumeric: 'tabular-nums' };
export const problem: CSSProperties = { color: 'var(--color-down, #f6465d)', fontSize: '0.875rem', margin: 0 };
export const note: CSSProperties = { color: 'var(--color-warning, #f0b90b)', fontSize: '0.875rem', margin: 0 };
export const CHANGE_COLOR = { up: 'var(--color-up, #0ecb81)', down: 'var(--color-down, #f6465d)' } as const;

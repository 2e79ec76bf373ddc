import type { CSSProperties } from 'react';

// Theme tokens with fallbacks, so the islands follow whichever theme the page renders in.
export const panel: CSSProperties = {
  padding: '16px', borderRadius: 'var(--radius, 8px)', background: 'var(--color-surface, #181a20)',
  border: '1px solid var(--color-border, #2b3139)', color: 'var(--color-text, #eaecef)', marginBottom: '16px',
};
export const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' };
export const cell: CSSProperties = { padding: '8px', borderBottom: '1px solid var(--color-border, #2b3139)', textAlign: 'left' };
export const input: CSSProperties = {
  padding: '8px 10px', borderRadius: '6px', border: '1px solid var(--color-border, #474d57)',
  background: 'var(--color-bg, #0b0e11)', color: 'var(--color-text, #eaecef)', font: 'inherit', minWidth: 0,
};
export const button: CSSProperties = {
  padding: '8px 14px', borderRadius: '6px', border: '1px solid var(--color-accent, #f0b90b)', cursor: 'pointer',
  background: 'var(--color-accent, #f0b90b)', color: 'var(--color-on-accent, #181a20)', font: 'inherit', fontWeight: 600,
};
export const ghost: CSSProperties = { ...button, background: 'transparent', color: 'var(--color-text, #eaecef)' };
export const error: CSSProperties = { color: 'var(--color-down, #f6465d)', margin: '8px 0' };
export const label: CSSProperties = { display: 'grid', gap: '4px', fontSize: '14px' };
/** Spec: filled green, other closed statuses red. */
export const STATUS_COLOR = { open: 'var(--color-text, #eaecef)', pending: 'var(--color-warning, #f0b90b)', filled: 'var(--color-up, #0ecb81)', cancelled: 'var(--color-down, #f6465d)' } as const;

import type { CSSProperties } from 'react';

// Inline styles on the theme's tokens, like the other market islands. No outline is ever removed,
// so every control keeps the browser's visible focus ring.
export const panel: CSSProperties = {
  display: 'grid', gap: '0.5rem', padding: '0.75rem', borderRadius: 'var(--radius-md, 8px)',
  background: 'var(--color-surface, #181a20)', color: 'var(--color-text, #eaecef)', border: '1px solid var(--color-border, #2b3139)',
  fontFamily: 'var(--font-primary, system-ui, sans-serif)',
};
export const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.25rem 0.5rem' };
export const control: CSSProperties = {
  font: 'inherit', fontSize: '0.8125rem', color: 'inherit', background: 'var(--color-bg, #0b0e11)',
  border: '1px solid var(--color-border, #2b3139)', borderRadius: '4px', padding: '0.25rem 0.5rem', cursor: 'pointer',
};
// The whole border shorthand, not borderColor: React warns when a shorthand and its part change together.
export const pressed: CSSProperties = { ...control, border: '1px solid var(--color-primary, #f0b90b)', color: 'var(--color-primary, #f0b90b)' };
export const muted: CSSProperties = { color: 'var(--color-text-muted, #b7bdc6)', fontSize: '0.8125rem' };
export const numbers: CSSProperties = { fontFamily: 'var(--font-mono, ui-monospace, monospace)', fontVariantNumeric: 'tabular-nums' };
export const overlay: CSSProperties = {
  position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center', gap: '0.25rem',
  background: 'var(--color-surface, #181a20)', zIndex: 3,
};
export const CHANGE_COLOR = { up: 'var(--color-up, #0ecb81)', down: 'var(--color-down, #f6465d)' } as const;

/** The pressed look for a toggle button. */
export const toggle = (on: boolean): CSSProperties => (on ? pressed : control);

import type { CSSProperties, ReactNode } from 'react';

/** Read by screen readers, not shown. */
export const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/**
 * Small controls shared by the trading, chart and notification sections.
 * @example <LocalOnlyNote title="Nothing is saved" detail="Kept on this page only." />
 */
export function LocalOnlyNote({ title, detail }: { title: string; detail: string }) {
  return (
    <p role="note" data-testid="settings-local-only" style={{ color: 'var(--color-warning, #f0b90b)', margin: '0 0 12px' }}>
      <strong>{title}.</strong> {detail}
    </p>
  );
}

/** A labelled on/off switch (a native checkbox, so Space toggles it and the focus ring shows). */
export function Switch({ name, label, checked, onChange }: { name: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <input type="checkbox" role="switch" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

const card = (selected: boolean) => ({
  display: 'flex', gap: 6, alignItems: 'center', padding: '8px 12px', borderRadius: 6, cursor: 'pointer',
  border: `1px solid ${selected ? 'var(--color-accent, #f0b90b)' : 'var(--color-border, #2b3139)'}`,
  background: selected ? 'var(--color-bg, #0b0e11)' : 'transparent', fontWeight: selected ? 700 : 400,
});

/**
 * A choice drawn as cards: native radios in a fieldset, so the arrow keys move between them and
 * the group is announced with its legend.
 * @example <RadioCards name="timeframe" legend="Default timeframe" options={[['5m', '5 min']]} value="5m" onChange={set} />
 */
export function RadioCards<V extends string | number>({ name, legend, options, value, onChange, children }: {
  name: string; legend: string; options: readonly (readonly [V, string])[]; value: V; onChange: (value: V) => void; children?: ReactNode;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '12px 0 0' }}>
      <legend style={{ marginBottom: 6 }}>{legend}</legend>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {options.map(([option, text]) => (
          <label key={String(option)} style={card(option === value)}>
            <input type="radio" name={name} value={String(option)} checked={option === value} onChange={() => onChange(option)} />
            {text}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

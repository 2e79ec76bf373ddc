import type { ReactNode } from 'react';
import './settings.css';

/**
 * Small controls shared by the trading, chart and notification sections.
 * @example <LocalOnlyNote title="Nothing is saved" detail="Kept on this page only." />
 */
export function LocalOnlyNote({ title, detail }: { title: string; detail: string }) {
  return (
    <p role="note" data-testid="settings-local-only" className="settings-note settings-note--local">
      <strong>{title}.</strong> {detail}
    </p>
  );
}

/** A labelled on/off switch (a native checkbox, so Space toggles it and the focus ring shows). */
export function Switch({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="settings-check">
      <input type="checkbox" role="switch" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/**
 * A choice drawn as cards: native radios in a fieldset, so the arrow keys move between them and
 * the group is announced with its legend.
 * @example <RadioCards name="timeframe" legend="Default timeframe" options={[['5m', '5 min']]} value="5m" onChange={set} />
 */
export function RadioCards<V extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
  children,
}: {
  name: string;
  legend: string;
  options: readonly (readonly [V, string])[];
  value: V;
  onChange: (value: V) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="settings-fieldset settings-fieldset--spaced">
      <legend className="settings-legend">{legend}</legend>
      <div className="settings-options">
        {options.map(([option, text]) => (
          <label key={String(option)} className="settings-card">
            <input type="radio" name={name} value={String(option)} checked={option === value} onChange={() => onChange(option)} />
            {text}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

'use client';
import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui';
import type { SelectFieldClientProps } from 'payload';
import { useEffect, useState } from 'react';
import { SWATCH_TOKENS, type ThemeChoice } from './theme-choices';

type EditedTheme = { name?: string; colors?: Array<{ token?: string; value?: string }> };

/** The theme records' colours as edited in the admin, by theme id and token. */
function useEditedColours(): Record<string, Record<string, string>> {
  const [edited, setEdited] = useState<Record<string, Record<string, string>>>({});
  useEffect(() => {
    const abort = new AbortController();
    fetch('/api/themes?depth=0&limit=20', { credentials: 'include', signal: abort.signal })
      .then((answer) => (answer.ok ? answer.json() : { docs: [] }))
      .then((body: { docs?: EditedTheme[] }) =>
        setEdited(
          Object.fromEntries(
            (body.docs ?? []).map((doc) => [doc.name ?? '', Object.fromEntries((doc.colors ?? []).map((row) => [row.token, row.value]))]),
          ),
        ),
      )
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return edited;
}

/**
 * The site record's theme as a choice of cards, each with the theme's name, its look in words and a
 * swatch of its colours (as edited in the admin), instead of a dropdown of ids.
 */
export const ThemePicker = ({ field, path: pathProp, readOnly, choices = [] }: SelectFieldClientProps & { choices?: ThemeChoice[] }) => {
  const { path, value, setValue } = useField<string>({ potentiallyStalePath: pathProp });
  const edited = useEditedColours();
  return (
    <fieldset className="field-type theme-picker" disabled={readOnly}>
      <legend>
        <FieldLabel label={field.label ?? 'Theme'} required={field.required} path={path} as="span" />
      </legend>
      <div className="theme-picker__choices">
        {choices.map((choice) => (
          <label key={choice.id} className="theme-picker__choice" data-selected={value === choice.id}>
            <input type="radio" name={path} value={choice.id} checked={value === choice.id} onChange={() => setValue(choice.id)} />
            <span className="theme-picker__swatch" aria-hidden="true">
              {SWATCH_TOKENS.map((token, index) => (
                <span key={token} style={{ background: edited[choice.id]?.[token] ?? choice.swatches[index] }} />
              ))}
            </span>
            <span className="theme-picker__name">{choice.name}</span>
            <span className="theme-picker__description">{choice.description}</span>
          </label>
        ))}
      </div>
      <FieldDescription path={path} description={field.admin?.description} />
    </fieldset>
  );
};

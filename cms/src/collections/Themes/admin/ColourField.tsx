'use client';
import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField, useFormFields } from '@payloadcms/ui';
import { mergeFieldStyles } from '@payloadcms/ui/shared';
import type { TextFieldClientComponent } from 'payload';
import { useMemo } from 'react';
import { contrastWarnings } from './contrast-warnings';
import { colourRows, formatWarning } from './colour-rows';

/**
 * A theme colour: the native colour picker beside the hex text, and a warning under it for every
 * readable pair the colour breaks (text on its background below WCAG AA). The warning does not
 * block saving: an editor may be midway through changing a pair of colours.
 */
export const ColourField: TextFieldClientComponent = ({ field, path: pathProp, readOnly }) => {
  const { path, value, setValue, showError, errorMessage } = useField<string>({ potentiallyStalePath: pathProp });
  const rowPath = path.replace(/\.value$/, '');
  // Each colour list is checked against its own scheme's colours (colors, or schemeColors).
  const list = path.split('.')[0] ?? 'colors';
  const token = useFormFields(([fields]) => fields[`${rowPath}.token`]?.value);
  const colours = useFormFields(([fields]) => colourRows(fields, list));
  const warnings = useMemo(() => (typeof token === 'string' ? contrastWarnings(token, value ?? '', colours) : []), [token, value, colours]);
  const hex = /^#[0-9a-f]{6}$/i.test(value ?? '') ? value : '#000000';
  const id = `field-${path.replace(/\./g, '__')}`;
  return (
    // Payload's own field classes and width, so the row lays it out like the Name field beside it.
    <div className={`${fieldBaseClass} text colour-field${showError ? ' error' : ''}`} style={mergeFieldStyles(field)}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} path={path} />
      <div className="colour-field__inputs">
        <input
          aria-label={`Pick ${typeof token === 'string' ? token : 'colour'}`}
          className="colour-field__picker"
          disabled={readOnly}
          onChange={(e) => setValue(e.target.value.toUpperCase())}
          type="color"
          value={hex}
        />
        <input
          className="colour-field__hex"
          disabled={readOnly}
          id={id}
          name={path}
          onChange={(e) => setValue(e.target.value.trim())}
          placeholder="#RRGGBB"
          spellCheck={false}
          type="text"
          value={value ?? ''}
        />
      </div>
      <FieldError path={path} message={errorMessage} showError={showError} />
      {warnings.length > 0 && (
        <ul className="colour-field__warnings" role="status">
          {warnings.map((warning) => (
            <li key={`${warning.foreground}/${warning.background}`}>{formatWarning(warning)}</li>
          ))}
        </ul>
      )}
      <FieldDescription path={path} description={field.admin?.description} />
    </div>
  );
};

import { useId, type ReactElement } from 'react';
import { control, muted } from './support-styles';

/**
 * A labelled control with its error below it, linked by aria-describedby so a screen reader reads
 * the error with the field.
 * @example <FormField label="Phone" error="Fill in this field" required>{(props) => <input {...props} />}</FormField>
 */
export function FormField({ label, error, required = false, children }: {
  label: string; error?: string | undefined; required?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; required: boolean; style: typeof control }) => ReactElement;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <label htmlFor={id} style={muted}>{label}{required && <span aria-hidden="true"> *</span>}</label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}), required, style: { ...control, cursor: 'text' } })}
      {error && <span id={errorId} style={{ color: 'var(--color-market-down, #f6505f)', fontSize: '0.8125rem' }}>{error}</span>}
    </div>
  );
}

/** The outcome line: a status when sent, an alert when sending failed (no window.alert). */
export function SubmitOutcome({ state, sent, failed }: { state: string; sent: string; failed: string }) {
  return (
    <>
      <p role="status" style={{ margin: 0 }}>{state === 'sent' ? sent : ''}</p>
      {state === 'failed' && <p role="alert" style={{ margin: 0, color: 'var(--color-market-down, #f6505f)' }}>{failed}</p>}
    </>
  );
}

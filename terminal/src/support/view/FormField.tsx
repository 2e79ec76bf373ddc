import { useId, type ReactElement } from 'react';
import './support.css';

/**
 * A labelled control with its error below it, linked by aria-describedby so a screen reader reads
 * the error with the field.
 * @example <FormField label="Phone" error="Fill in this field" required>{(props) => <input {...props} />}</FormField>
 */
export function FormField({
  label,
  error,
  required = false,
  children,
}: {
  label: string;
  error?: string | undefined;
  required?: boolean;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    required: boolean;
    className: string;
  }) => ReactElement;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="support-field">
      <label htmlFor={id} className="support-muted">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(error ? { 'aria-describedby': errorId } : {}),
        required,
        className: 'support-control support-control--text',
      })}
      {error && (
        <span id={errorId} className="support-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The outcome line: a status when sent (with the request's number), an alert when sending failed (no window.alert). */
export function SubmitOutcome({ state, sent, detail = '', failed }: { state: string; sent: string; detail?: string; failed: string }) {
  return (
    <>
      <p role="status" className="support-text">
        {state === 'sent' ? sent : ''}
        {state === 'sent' && detail && <span className="support-muted support-received">{detail}</span>}
      </p>
      {state === 'failed' && (
        <p role="alert" className="support-alert">
          {failed}
        </p>
      )}
    </>
  );
}

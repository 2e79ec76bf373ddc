import { useRef, useState } from 'react';
import { type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

/** The browser's clipboard (a test passes its own `copy`). */
export const clipboardCopy = (text: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard in this browser'));

/** One read-only value with Copy; when the clipboard refuses, the value is selected for copying by hand. */
export function CopyField({
  t,
  name,
  label,
  value,
  copy,
}: {
  t: Catalogue['settings'];
  name: string;
  label: string;
  value: string;
  copy: (text: string) => Promise<void>;
}) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const field = useRef<HTMLInputElement>(null);
  const onCopy = async () => {
    try {
      await copy(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
      field.current?.focus();
      field.current?.select();
    }
  };
  return (
    <div className="settings-field">
      <label className="settings-field">
        {label}
        <div className="settings-inline">
          <input
            ref={field}
            readOnly
            name={name}
            value={value}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
            className="ui-input settings-mono settings-grow"
          />
          <button type="button" className="ui-ghost" aria-label={`${t.copy}: ${label}`} onClick={() => void onCopy()}>
            {t.copy}
          </button>
        </div>
      </label>
      <p role="status" data-testid={`${name}-copied`} className="settings-text ui-up">
        {copied === 'yes' ? t.copied : ''}
      </p>
      {copied === 'failed' && (
        <p role="alert" className="ui-error settings-text">
          {t.copyFailed}
        </p>
      )}
    </div>
  );
}

import { SUPPORT_EMAIL_DEFAULTS, supportEmailSchema, type SupportEmail } from '../model/support-bot-forms';
import { FormField, SubmitOutcome } from './FormField';
import { useSupportSubmit, type SendSupport } from './use-support-submit';
import { submitSupportRequest } from '../store/support-requests';
import { fill, messagesFor } from '@bourse/i18n';
import './support.css';

/**
 * Props of the e-mail-to-support form. `send` stores the request on the server (`POST /api/support/requests`) unless a test passes one.
 * @example <SupportEmailForm client:only="react" locale="en" />
 */
export interface SupportEmailFormProps {
  locale?: string;
  send?: SendSupport<SupportEmail>;
}

/** The e-mail to support: reply address, subject and text, with the writing tips. */
export function SupportEmailForm({
  locale = 'en',
  send = (values) => submitSupportRequest({ kind: 'email', ...values, locale }),
}: SupportEmailFormProps) {
  const texts = messagesFor(locale).supportForms;
  const { values, errors, state, sent, set, submit } = useSupportSubmit(supportEmailSchema, SUPPORT_EMAIL_DEFAULTS, send);
  const error = (field: keyof SupportEmail) => (errors[field] ? texts.errors[errors[field]!] : undefined);

  return (
    <form
      noValidate
      aria-labelledby="support-email-title"
      data-testid="support-email-form"
      className="support-surface support-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="support-email-title" className="support-form__title">
        {texts.emailTitle}
      </h2>
      <p className="support-text">{texts.emailLead}</p>
      <ul className="support-muted support-tips">
        {texts.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <FormField label={texts.email} error={error('email')}>
        {(props) => (
          <input {...props} name="email" type="email" value={values.email} onChange={(event) => set('email', event.target.value)} />
        )}
      </FormField>
      <FormField label={texts.subject} error={error('subject')} required>
        {(props) => <input {...props} name="subject" value={values.subject} onChange={(event) => set('subject', event.target.value)} />}
      </FormField>
      <FormField label={texts.text} error={error('text')} required>
        {(props) => <textarea {...props} name="text" rows={5} value={values.text} onChange={(event) => set('text', event.target.value)} />}
      </FormField>
      <button type="submit" disabled={state === 'sending'} className="support-primary support-primary--start">
        {state === 'sending' ? texts.sending : texts.emailSubmit}
      </button>
      <SubmitOutcome
        state={state}
        sent={texts.emailSent}
        detail={sent ? fill(texts.received, { id: sent.id }, locale) : ''}
        failed={texts.emailFailed}
      />
    </form>
  );
}

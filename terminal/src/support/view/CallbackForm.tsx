import { CALLBACK_DEFAULTS, CALLBACK_LANGUAGES, callbackRequestSchema, TIME_ZONES, type CallbackRequest } from '../model/support-bot-forms';
import { FormField, SubmitOutcome } from './FormField';
import { useSupportSubmit, type SendSupport } from './use-support-submit';
import { submitSupportRequest } from '../store/support-requests';
import { fill, messagesFor } from '@bourse/i18n';
import './support.css';

/**
 * Props of the callback request form. `send` stores the request on the server (`POST /api/support/requests`) unless a test passes one.
 * @example <CallbackForm client:only="react" locale="ru" />
 */
export interface CallbackFormProps {
  locale?: string;
  send?: SendSupport<CallbackRequest>;
}

/** The callback request: phone, messengers, language, time zone, time, date and topic. */
export function CallbackForm({
  locale = 'en',
  send = (values) => submitSupportRequest({ kind: 'callback', ...values, locale }),
}: CallbackFormProps) {
  const texts = messagesFor(locale).supportForms;
  const { values, errors, state, sent, set, submit } = useSupportSubmit(callbackRequestSchema, CALLBACK_DEFAULTS, send);
  const error = (field: keyof CallbackRequest) => (errors[field] ? texts.errors[errors[field]!] : undefined);
  const text = (field: 'phone' | 'telegram' | 'whatsapp' | 'time' | 'date' | 'topic', label: string, required = false, type = 'text') => (
    <FormField label={label} error={error(field)} required={required}>
      {(props) => <input {...props} name={field} type={type} value={values[field]} onChange={(event) => set(field, event.target.value)} />}
    </FormField>
  );

  return (
    <form
      noValidate
      aria-labelledby="callback-title"
      data-testid="callback-form"
      className="support-surface support-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="callback-title" className="support-form__title">
        {texts.callbackTitle}
      </h2>
      <p className="support-text">{texts.callbackLead}</p>
      {text('phone', texts.phone, true, 'tel')}
      {text('telegram', texts.telegram)}
      {text('whatsapp', texts.whatsapp)}
      <FormField label={texts.language}>
        {(props) => (
          <select
            {...props}
            name="language"
            value={values.language}
            onChange={(event) => set('language', event.target.value as CallbackRequest['language'])}
          >
            {CALLBACK_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {texts.languages[language]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={texts.timeZone}>
        {(props) => (
          <select {...props} name="timeZone" value={values.timeZone} onChange={(event) => set('timeZone', event.target.value)}>
            {TIME_ZONES.map((zone) => (
              <option key={zone.value} value={zone.value}>{`${zone.value} ${zone.city}`}</option>
            ))}
          </select>
        )}
      </FormField>
      {text('time', texts.time, true, 'time')}
      {text('date', texts.date, true)}
      {text('topic', texts.topic)}
      <button type="submit" disabled={state === 'sending'} className="support-primary support-primary--start">
        {state === 'sending' ? texts.sending : texts.callbackSubmit}
      </button>
      <SubmitOutcome
        state={state}
        sent={texts.callbackSent}
        detail={sent ? fill(texts.received, { id: sent.id }, locale) : ''}
        failed={texts.callbackFailed}
      />
    </form>
  );
}

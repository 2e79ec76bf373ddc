'use client';
import { useLocale } from '@payloadcms/ui';
import { LocaleSwitchWarning } from './LocaleSwitchWarning';

/** Beside Save and Publish: the language this form edits and saves into. */
export const LanguageBadge = () => {
  const locale = useLocale();
  const label = typeof locale?.label === 'string' ? locale.label : locale?.code;
  if (!locale?.code) return null;
  return (
    <>
      <span className="language-badge" data-locale={locale.code} title="The language this form edits and saves">
        <span className="language-badge__label">Editing: </span>
        <strong>{label}</strong>
      </span>
      <LocaleSwitchWarning editing={locale.code} />
    </>
  );
};

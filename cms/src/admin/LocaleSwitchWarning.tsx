'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { decideLocaleWarning, type LocaleSwitch, nameLanguage, rememberOpenedLocale, resetOpenedLocale } from './locale-switch';

/**
 * Shown when the editor switched the locale selector after opening a document: autosave and Save
 * now write the other language's version. One click goes back to the language the document was
 * opened in; "Keep" accepts the new one. The opened language is remembered per tab (locale-switch.ts).
 */
export const LocaleSwitchWarning = ({ editing }: { editing: string }) => {
  const pathname = usePathname() ?? '';
  const search = useSearchParams();
  const router = useRouter();
  const [warning, setWarning] = useState<LocaleSwitch | null>(null);
  const named = search?.get('locale');

  useEffect(() => {
    // Without a language in the address the document is about to be reopened in the editor's own.
    if (!named || named !== editing) return setWarning(null);
    setWarning(decideLocaleWarning(rememberOpenedLocale(sessionStorage, pathname, editing), editing));
  }, [pathname, named, editing]);

  if (!warning) return null;
  const [from, to] = [nameLanguage(warning.from), nameLanguage(warning.to)];
  const goBack = () => {
    const params = new URLSearchParams(search?.toString());
    params.set('locale', warning.from);
    router.replace(`${pathname}?${params.toString()}`);
  };
  const keep = () => {
    resetOpenedLocale(sessionStorage, pathname, warning.to);
    setWarning(null);
  };
  return (
    <div className="locale-switch-warning" role="alert" data-from={warning.from} data-to={warning.to}>
      <span>
        You are now editing {to}; changes will be saved to the {to} version.
      </span>
      <button type="button" className="locale-switch-warning__back" onClick={goBack}>
        Back to {from}
      </button>
      <button type="button" className="locale-switch-warning__keep" onClick={keep}>
        Keep {to}
      </button>
    </div>
  );
};

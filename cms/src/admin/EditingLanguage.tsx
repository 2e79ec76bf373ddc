'use client';
import { useAuth } from '@payloadcms/ui';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { editingLanguageRedirect } from './editing-language';
import { rememberOpenedLocale } from './locale-switch';

/**
 * Wraps the admin: a document opened without a language (from the list, a link, the dashboard)
 * is reopened in the signed-in editor's own language, set on their account.
 */
export const EditingLanguage = ({ children }: { children?: ReactNode }) => {
  const { user } = useAuth<{ language?: string | null }>();
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const target = editingLanguageRedirect(pathname ?? '', search?.toString() ?? '', user?.language);
  useEffect(() => {
    if (!target || !user?.language) return;
    // Opened afresh: a later switch of the locale selector is compared with this language.
    rememberOpenedLocale(sessionStorage, pathname ?? '', user.language, { fromList: true });
    router.replace(target);
  }, [router, target, pathname, user?.language]);
  return <>{children}</>;
};

/// <reference types="astro/client" />

// What src/middleware.ts puts on Astro.locals for every page (API routes skip it).
declare namespace App {
  interface Locals {
    locale: import('@bourse/themes').Locale;
    t: import('./i18n').Translator;
    site: import('./lib/cms-schema').Site;
    theme: import('@bourse/themes').ThemeId;
    /** Set by the accounts guard (issue #4) when it runs; absent means a visitor. */
    session?: { user?: { id?: string | number; email?: string } | null } | null;
  }
}

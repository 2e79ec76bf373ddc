/// <reference types="astro/client" />

// What src/middleware.ts puts on Astro.locals for every page (API routes skip it).
declare namespace App {
  interface Locals {
    locale: import('@bourse/themes').Locale;
    t: import('./i18n').Translator;
    site: import('./lib/cms-schema').Site;
    theme: import('@bourse/themes').ThemeId;
  }
}

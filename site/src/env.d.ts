/// <reference types="astro/client" />

// What src/middleware.ts puts on Astro.locals for every page (API routes skip it).
declare namespace App {
  interface Locals {
    locale: import('@bourse/themes').Locale;
    t: import('./i18n').Translator;
    site: import('./lib/cms-schema').Site;
    theme: import('@bourse/themes').ThemeId;
    /**
     * Set by the session guard when it runs; absent means a visitor. The tokens are the HttpOnly
     * cookies' current values, handed to the browser's copy on cabinet pages only.
     */
    session?: { user?: import('@bourse/terminal/api').TraderUser | null; token?: string; refreshToken?: string } | null;
    /** Set once IslandTexts has put the islands' texts into the page. */
    islandTextsRendered?: boolean;
  }
}

/// <reference types="astro/client" />

// What src/middleware.ts puts on Astro.locals for every page (API routes skip it).
declare namespace App {
  interface Locals {
    locale: import('@bourse/themes').Locale;
    t: import('./i18n').Translator;
    site: import('./lib/cms-schema').Site;
    theme: import('@bourse/themes').ThemeId;
    /** The active theme record's inline style as edited in the admin (null: as shipped), allowed in the CSP by the middleware. */
    themeCss?: string | null;
    /**
     * Set by the session guard when it runs; absent means a visitor. Who is signed in and when the
     * access cookie needs renewing; the tokens themselves never leave the HttpOnly cookies.
     */
    session?: { user?: import('@bourse/terminal/api').TraderUser | null; accessExpiresAt?: string; expiresIn?: number } | null;
    /** Set once IslandTexts has put the islands' texts into the page. */
    islandTextsRendered?: boolean;
  }
}

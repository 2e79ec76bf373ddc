/**
 * The public site's only client script: header menus, language choice, the browser copy of the
 * site data, the theme load state and the hidden debug tools (loaded on demand, never by default).
 */
import { defaultLocale, localizePath, splitLocalePath, type Locale } from '@bourse/themes/locales';
import { isLocalizablePath, LANGUAGE_KEY, preferredLocale } from './language-preference';
import { initBurger, initDropdowns, initFixedHeader } from './menus';
import { loadSiteData, MARKETING_THEME_KEY } from './site-data-cache';

const html = document.documentElement;

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (privacy mode): the site works without it
  }
}

function applyLanguagePreference(storage: Storage | null): boolean {
  const pathLocale = html.lang as Locale;
  const prefixed = pathLocale !== defaultLocale;
  const target = preferredLocale({
    pathLocale,
    prefixed,
    saved: storage?.getItem(LANGUAGE_KEY) ?? null,
    browserLanguages: navigator.languages,
    localizable: isLocalizablePath(location.pathname),
  });
  if (!target) return false;
  location.replace(localizePath(splitLocalePath(location.pathname).rest, target) + location.search + location.hash);
  return true;
}

function rememberLanguageChoice(storage: Storage | null): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-language]');
    if (link?.dataset.language) storage?.setItem(LANGUAGE_KEY, link.dataset.language);
  });
}

/** Theme loading -> loaded; preloader hidden about 0.1 s after load and removed 0.5 s later. */
function finishThemeLoad(): void {
  html.dataset.themeState = 'loaded';
  const preloader = document.querySelector<HTMLElement>('[data-preloader]');
  if (!preloader) return;
  setTimeout(() => {
    preloader.dataset.hidden = '';
    setTimeout(() => preloader.remove(), 500);
  }, 100);
}

const storage = safeStorage();
if (!applyLanguagePreference(storage)) {
  initDropdowns(document);
  initBurger(document);
  initFixedHeader(document);
  rememberLanguageChoice(storage);
  if (html.dataset.marketing && html.dataset.theme) storage?.setItem(MARKETING_THEME_KEY, html.dataset.theme);
  if (document.readyState === 'complete') finishThemeLoad();
  else addEventListener('load', finishThemeLoad, { once: true });
  if (storage) {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
    idle(
      () =>
        void loadSiteData(
          storage,
          () => fetch('/api/site').then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`)))),
          Date.now,
        ),
    );
  }
  let unlocked = false;
  try {
    unlocked = sessionStorage.getItem('bourse-debug') === '1';
  } catch {
    /* no session storage: only the query parameter unlocks */
  }
  const debug = new URLSearchParams(location.search).has('debug') || unlocked;
  if (debug) void import('./debug-tools').then((m) => m.initDebugTools());
}

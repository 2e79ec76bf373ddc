import { clearSiteData, MARKETING_THEME_KEY, SITE_DATA_KEY, SITE_DATA_TIME_KEY } from './site-data-cache';

/** After clearing, the visitor is taken home after 3 s. */
export const CLEAR_CACHE_REDIRECT_MS = 3000;

/** Runs the clear-cache page: clearing -> success (then home) or error (retry / go home). */
export function runClearCache(section: HTMLElement | null): void {
  if (!section) return;
  const setState = (state: 'clearing' | 'success' | 'error') => (section.dataset.state = state);
  const run = async () => {
    setState('clearing');
    try {
      clearSiteData(localStorage);
      const response = await fetch('/api/site', { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const site = (await response.json()) as { theme?: string };
      localStorage.setItem(SITE_DATA_KEY, JSON.stringify(site));
      localStorage.setItem(SITE_DATA_TIME_KEY, String(Date.now()));
      if (site.theme) localStorage.setItem(MARKETING_THEME_KEY, site.theme);
      setState('success');
      setTimeout(() => location.assign(section.dataset.home ?? '/'), CLEAR_CACHE_REDIRECT_MS);
    } catch (error) {
      console.warn('Clearing the cache failed', error);
      setState('error');
    }
  };
  section.querySelector('[data-retry]')?.addEventListener('click', () => void run());
  void run();
}

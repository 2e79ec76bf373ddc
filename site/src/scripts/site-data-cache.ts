/** Storage keys and lifetime of the browser's copy of the site configuration. */
export const SITE_DATA_KEY = 'siteData';
export const SITE_DATA_TIME_KEY = 'siteDataTime';
export const MARKETING_THEME_KEY = 'marketingTheme';
export const SITE_DATA_TTL_MS = 300_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored copy if it is younger than 5 minutes, else null (missing, old or unreadable). */
export function readSiteData(storage: Store, now: number): unknown | null {
  const time = Number(storage.getItem(SITE_DATA_TIME_KEY));
  const raw = storage.getItem(SITE_DATA_KEY);
  if (!raw || !Number.isFinite(time) || now - time >= SITE_DATA_TTL_MS || time > now) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The site configuration for the browser: the stored copy while fresh, else a new fetch that is
 * stored with its time. On failure 'Failed to load site data' is logged and the defaults stay.
 */
export async function loadSiteData(
  storage: Store,
  fetchSite: () => Promise<unknown>,
  now: () => number,
  log: Pick<Console, 'error'> = console,
): Promise<unknown | null> {
  const cached = readSiteData(storage, now());
  if (cached) return cached;
  try {
    const data = await fetchSite();
    storage.setItem(SITE_DATA_KEY, JSON.stringify(data));
    storage.setItem(SITE_DATA_TIME_KEY, String(now()));
    return data;
  } catch (error) {
    log.error('Failed to load site data', error instanceof Error ? error.message : String(error));
    return null;
  }
}

/** /clear-cache: forgets the site data, its time and the marketing theme. */
export function clearSiteData(storage: Store): void {
  for (const key of [SITE_DATA_KEY, SITE_DATA_TIME_KEY, MARKETING_THEME_KEY]) storage.removeItem(key);
}

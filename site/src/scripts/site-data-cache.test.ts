import { describe, expect, it, vi } from 'vitest';
import { clearSiteData, loadSiteData, readSiteData, SITE_DATA_TTL_MS } from './site-data-cache';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    keys: () => [...map.keys()],
  };
}

describe('the browser copy of the site configuration', () => {
  it('fetches once and serves the stored copy for five minutes', async () => {
    const storage = memoryStorage();
    const fetchSite = vi.fn(async () => ({ title: 'Acme' }));
    let clock = 1_000;
    await loadSiteData(storage, fetchSite, () => clock);
    clock += SITE_DATA_TTL_MS - 1;
    expect(await loadSiteData(storage, fetchSite, () => clock)).toEqual({ title: 'Acme' });
    expect(fetchSite).toHaveBeenCalledTimes(1);
    clock += 1;
    await loadSiteData(storage, fetchSite, () => clock);
    expect(fetchSite).toHaveBeenCalledTimes(2);
  });

  it('logs the failure message and keeps the defaults when the fetch fails', async () => {
    const log = { error: vi.fn() };
    const result = await loadSiteData(
      memoryStorage(),
      async () => {
        throw new Error('offline');
      },
      () => 1,
      log,
    );
    expect(result).toBeNull();
    expect(log.error).toHaveBeenCalledWith('Failed to load site data', 'offline');
  });

  it('treats an unreadable or future-dated copy as missing', () => {
    expect(readSiteData(memoryStorage({ siteData: '{oops', siteDataTime: '1' }), 2)).toBeNull();
    expect(readSiteData(memoryStorage({ siteData: '{}', siteDataTime: '99' }), 2)).toBeNull();
  });

  it('clear-cache removes siteData, siteDataTime and marketingTheme only', () => {
    const storage = memoryStorage({ siteData: '{}', siteDataTime: '1', marketingTheme: 'simple', language: 'ru' });
    clearSiteData(storage);
    expect(storage.keys()).toEqual(['language']);
  });
});

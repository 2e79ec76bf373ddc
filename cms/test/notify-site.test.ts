import { afterEach, describe, expect, it } from 'vitest';
import { clearServerCache, forgetLoginFailures } from '../src/notify-site';

const saved = { site: process.env.SITE_INTERNAL_URL, cms: process.env.CMS_INTERNAL_URL };
afterEach(() => {
  for (const [name, value] of [
    ['SITE_INTERNAL_URL', saved.site],
    ['CMS_INTERNAL_URL', saved.cms],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('cache notices to the running servers', () => {
  it('answer a malformed server address with an error naming the problem, instead of throwing in a change hook', async () => {
    process.env.SITE_INTERNAL_URL = 'undefined';
    process.env.CMS_INTERNAL_URL = 'not a url';
    const site = await clearServerCache('site', '{}', { secret: 'x' });
    const cms = await clearServerCache('cms', '{}', { secret: 'x' });
    const unlock = await forgetLoginFailures('a@b.c', { secret: 'x' });
    for (const answer of [site, cms, unlock]) {
      expect(answer).toMatchObject({ error: expect.stringMatching(/cannot build the server's address: Invalid URL/) });
    }
  });

  it('answer a server that is down with an error, not an exception', async () => {
    process.env.SITE_INTERNAL_URL = 'http://127.0.0.1:9';
    const site = await clearServerCache('site', '{}', { secret: 'x', timeoutMs: 1000 });
    expect(site).toMatchObject({ url: 'http://127.0.0.1:9/api/revalidate', error: expect.any(String) });
  });
});

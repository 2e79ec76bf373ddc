// @vitest-environment happy-dom
import { act } from 'react';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@bourse/i18n';
import type { LevelAllowance } from '@bourse/trading';
import { render, unmount } from '../../test-support/dom';
import { $withdrawalLimit } from '../store/wallet';
import { WithdrawLimit } from './WithdrawLimit';

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

/** The engine's answer to GET /api/trading/withdrawal-limit, as the site passes it on. */
function serve(allowance: LevelAllowance) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: allowance }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function show(locale: string) {
  const host = await render(
    <WithdrawLimit locale={locale} t={messagesFor(locale).account} verificationHref="/cabinet/wallet/verification" />,
  );
  await settle();
  return host;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await unmount();
  cleanStores($withdrawalLimit);
});

describe('the withdraw page’s daily limit', () => {
  it('shows what is left of a basic trader’s 50,000 USD in the trader’s number format, and offers Plus', async () => {
    const fetch = serve({ level: 'basic', limitUsd: '50000.00', usedUsd: '500.00', leftUsd: '49500.00', windowHours: 24 });
    const host = await show('en');
    expect(fetch).toHaveBeenCalledWith('/api/trading/withdrawal-limit', expect.objectContaining({ method: 'GET' }));
    const card = host.querySelector('[data-testid="withdraw-limit"]')!;
    expect(card.textContent).toContain('Daily withdrawal limit · Verification');
    expect(card.textContent).toContain('49,500 of 50,000 USD left in the last 24 hours');
    expect(card.textContent).toContain('Verification Plus raises it to 2,000,000 USD a day.');
  });

  it('in Russian groups with spaces; Plus shows no upgrade', async () => {
    serve({ level: 'plus', limitUsd: '2000000.00', usedUsd: '60000.50', leftUsd: '1939999.50', windowHours: 24 });
    const card = (await show('ru')).querySelector('[data-testid="withdraw-limit"]')!;
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('Осталось 1 939 999,50 из 2 000 000 USD за последние 24 часа');
    expect(card.querySelector('a')).toBeNull();
  });

  it('before verification says withdrawals wait for it, with the way there', async () => {
    serve({ level: 'none', limitUsd: '0.00', usedUsd: '0.00', leftUsd: '0.00', windowHours: 24 });
    const card = (await show('en')).querySelector('[data-testid="withdraw-limit"]')!;
    expect(card.textContent).toContain('Withdrawals open after verification');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/cabinet/wallet/verification');
    expect(card.textContent).not.toContain('left in the last 24 hours');
  });
});

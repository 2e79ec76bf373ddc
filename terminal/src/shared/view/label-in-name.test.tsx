// @vitest-environment happy-dom
// The public site's islands in every language of the catalogue: each control named by aria-label
// says the words it shows (WCAG 2.5.3). The site sweep checks this in a browser for one language
// per page a day; this sees all of them, with the swap's buy and sell lists and its currency dialog.
import { cleanStores } from 'nanostores';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SWAP_SELECTION } from '../../swap/model/swap';
import { MESSAGE_LOCALES } from '@bourse/i18n';
import { $converterPrices } from '../../widgets/store/converter-prices';
import { servedSymbols } from '../../feed/store/served-symbols';
import { $swapCurrencies, $swapFavorites, $swapQuote, $swapRestUrl, $swapSelection, $visibleSwapCurrencies } from '../../swap/store/swap';
import { $tickerStrip, $tickerStripHost } from '../../ticker/store/ticker-strip';
import { click, render, unmount } from '../../test-support/dom';
import { labelInNameFindings } from '../../test-support/label-in-name';
import { rest, tickerHostAnswer } from '../../test-support/ticker-fixtures';
import { SwapWidget } from '../../swap/view/SwapWidget';
import { TickerStrip } from '../../ticker/view/TickerStrip';
import { Converter } from '../../widgets/view/Converter';

const REST = 'http://127.0.0.1:9443';
const answers = [{ ...rest, symbol: 'ETHUSDT', lastPrice: '2612.01000000' }, { ...rest }];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => tickerHostAnswer(answers, url)),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await unmount();
  cleanStores($swapCurrencies, $visibleSwapCurrencies, $swapQuote, $swapFavorites, $tickerStrip, $converterPrices);
  servedSymbols.forget(REST);
  localStorage.clear();
  act(() => {
    $swapRestUrl.set(null);
    $swapSelection.set(INITIAL_SWAP_SELECTION);
    $tickerStripHost.set(null);
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const loaded = (page: HTMLElement, selector: string) =>
  vi.waitFor(() => expect(page.querySelectorAll(selector).length).toBeGreaterThan(0), { timeout: 10_000 });

describe.each(MESSAGE_LOCALES)('public islands in %s', (locale) => {
  it('the swap: its buy and sell lists, its form and its currency dialog', async () => {
    const page = await render(<SwapWidget restUrl={REST} feedLabel="Replay" locale={locale} />);
    await loaded(page, '[data-testid="swap-row"] .swap-pick');
    const findings = labelInNameFindings(page);
    // The other mode's list, then the dialog that picks a currency.
    const modes = page.querySelectorAll<HTMLButtonElement>('[data-testid="swap-form"] [aria-pressed]');
    await click(modes[modes.length - 1]!);
    findings.push(...labelInNameFindings(page));
    await click(page.querySelector<HTMLButtonElement>('[data-testid="swap-receive"]')!);
    expect(page.querySelector('[role="dialog"]')).not.toBeNull();
    findings.push(...labelInNameFindings(page));
    expect(findings).toEqual([]);
  });

  it('the ticker strip and the converter', async () => {
    const page = await render(
      <>
        <TickerStrip restUrl={REST} locale={locale} />
        <Converter restUrl={REST} feedLabel="Replay" locale={locale} />
      </>,
    );
    await loaded(page, '[data-testid="ticker-entry"]');
    expect(labelInNameFindings(page)).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as full from './catalogue';
import { PAGE_MESSAGES_ID } from './languages';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

/** The page element the site renders (IslandTexts.astro), with the server's merged catalogue. */
function renderPageTexts(locale: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_MESSAGES_ID;
  element.setAttribute('data-locale', locale);
  element.textContent = JSON.stringify(full.messagesFor(locale));
  document.body.append(element);
}

describe("the browser's catalogue", () => {
  it('exports every name the full catalogue exports, so either can stand for the other', async () => {
    const browser = await import('./catalogue.browser');
    expect(Object.keys(browser).sort()).toEqual(Object.keys(full).sort());
  });

  it("reads the page's language from the page: the same texts the server merged, region tags included", async () => {
    renderPageTexts('ru');
    const browser = await import('./catalogue.browser');
    expect(browser.messagesFor('ru-RU')).toEqual(full.messagesFor('ru'));
    expect(browser.messagesFor('ru').spot.buy).toBe('Купить');
  });

  it('says what is wrong when the page has no texts, or texts in another language', async () => {
    const missing = await import('./catalogue.browser');
    expect(() => missing.messagesFor('en')).toThrow(`this page carries no texts for its islands (no #${PAGE_MESSAGES_ID} element)`);
    vi.resetModules();
    renderPageTexts('zh');
    const other = await import('./catalogue.browser');
    expect(() => other.messagesFor('en')).toThrow('this page carries the zh texts, not en');
  });

  it('fetches another language when an island asks for one first, taking the sections it leaves to English from the page', async () => {
    renderPageTexts('ru');
    const browser = await import('./catalogue.browser');
    expect(() => browser.messagesFor('zh')).toThrow('this page carries the ru texts, not zh');
    await browser.loadMessages('zh');
    expect(browser.messagesFor('zh').account.noOpen).toBe(full.messagesFor('zh').account.noOpen);
    expect(browser.messagesFor('zh').spot.ordersTabs).toEqual(full.messagesFor('zh').spot.ordersTabs);
    // zh has no site texts: the page's Russian ones stand in.
    expect(browser.messagesFor('zh').site).toEqual(full.messagesFor('ru').site);
    expect(browser.messagesFor('ru').spot.buy).toBe('Купить');
  });
});

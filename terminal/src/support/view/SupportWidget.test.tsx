// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { SupportWidget } from './SupportWidget';
import { button, cleanup, click, FAQ, press, render, type } from './support-harness';

afterEach(cleanup);

const toggle = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('[data-testid="support-toggle"]')!;
const panel = (host: HTMLElement) => host.querySelector<HTMLElement>('[data-testid="support-panel"]');
const questions = (host: HTMLElement) => [...host.querySelectorAll('summary')].map((s) => s.textContent);

async function openWidget(locale = 'en', faq: readonly unknown[] = FAQ) {
  const host = await render(<SupportWidget faq={faq} locale={locale} />);
  await click(toggle(host));
  return host;
}

describe('support widget', () => {
  it('opens from a labelled toggle and moves focus into the search box', async () => {
    const host = await render(<SupportWidget faq={FAQ} locale="en" />);
    expect(toggle(host).getAttribute('aria-label')).toBe('Open support');
    expect(panel(host)).toBeNull();
    await click(toggle(host));
    expect(toggle(host).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(panel(host)!.querySelector('input[type="search"]'));
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const host = await openWidget();
    await press(document.activeElement!, 'Escape');
    expect(panel(host)).toBeNull();
    expect(document.activeElement).toBe(toggle(host));
  });

  it('lists every question, then filters them fuzzily as the trader types', async () => {
    const host = await openWidget();
    expect(questions(host)).toHaveLength(3);
    await type(host.querySelector('input[type="search"]')!, 'minimun withdrawl');
    expect(questions(host)).toEqual(['What is the minimum withdrawal?']);
  });

  it('expands a question to show its answer', async () => {
    const host = await openWidget();
    const entry = host.querySelector('details')!;
    expect(entry.open).toBe(false);
    await click(entry.querySelector('summary')!);
    expect(entry.open).toBe(true);
    expect(entry.textContent).toContain('The minimum withdrawal is 50 USD.');
  });

  it('says nothing was found, in Russian on a Russian page', async () => {
    const host = await openWidget('ru');
    await type(host.querySelector('input[type="search"]')!, 'фьючерсы на выходных');
    expect(host.querySelector('[data-testid="support-faq-empty"]')!.textContent).toBe('По вашему запросу ничего не найдено');
  });

  it('switches to the chat and back to the questions', async () => {
    const host = await openWidget();
    await click(button(host, 'Start a chat')!);
    expect(panel(host)!.dataset.mode).toBe('chat');
    expect(document.activeElement).toBe(panel(host)!.querySelector('textarea'));
    expect(panel(host)!.textContent).toContain('Operators are currently offline');
    await click(button(host, '← Back to questions')!);
    expect(panel(host)!.dataset.mode).toBe('faq');
  });

  it('drops malformed FAQ entries instead of failing', async () => {
    const host = await openWidget('en', [...FAQ, { id: 9, question: '' }, null]);
    expect(questions(host)).toHaveLength(3);
  });
});

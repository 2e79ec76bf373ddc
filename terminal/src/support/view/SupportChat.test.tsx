// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportChat } from './SupportChat';
import { advance, bubbles, button, cleanup, click, FAQ, press, render, type, within } from './support-harness';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 4, 14, 9, 5));
});
afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
});

const box = (host: HTMLElement) => host.querySelector('textarea')!;

describe('support chat', () => {
  it('opens with the support greeting stamped HH:mm', async () => {
    const host = await render(<SupportChat faq={FAQ} locale="en" />);
    const [greeting] = bubbles(host);
    expect(greeting!.getAttribute('data-sender')).toBe('bot');
    expect(greeting!.textContent).toContain('Hello! I am the support assistant.');
    expect(greeting!.querySelector('time')!.textContent).toBe('09:05');
    expect(host.textContent).toContain('Operators are currently offline');
  });

  it('keeps the send button disabled while the message is blank', async () => {
    const host = await render(<SupportChat faq={FAQ} locale="en" />);
    const send = button(host, 'Send')!;
    expect(send.disabled).toBe(true);
    await type(box(host), '   \n ');
    expect(send.disabled).toBe(true);
    await press(box(host), 'Enter');
    expect(bubbles(host)).toHaveLength(1);
    await type(box(host), 'hi');
    expect(send.disabled).toBe(false);
  });

  it('answers a greeting after the typing indicator, 500 ms later', async () => {
    const host = await render(<SupportChat faq={FAQ} locale="en" />);
    await type(box(host), '  Hello  ');
    await press(box(host), 'Enter');
    expect(bubbles(host).at(-1)!.textContent).toContain('Hello');
    expect(bubbles(host).at(-1)!.getAttribute('data-sender')).toBe('user');
    expect(box(host).value).toBe('');
    expect(host.querySelector('[data-testid="support-typing"]')!.textContent).toBe('Support is typing…');
    expect(button(host, 'Sent')).toBeTruthy();
    await advance(499, vi);
    expect(bubbles(host)).toHaveLength(2);
    await advance(1, vi);
    expect(bubbles(host).at(-1)!.textContent).toContain('Hello! How can I help you?');
    expect(host.querySelector('[data-testid="support-typing"]')).toBeNull();
    await advance(500, vi);
    expect(button(host, 'Sent')).toBeNull();
  });

  it('does not send on Shift+Enter', async () => {
    const host = await render(<SupportChat faq={FAQ} locale="en" />);
    await type(box(host), 'first line');
    await press(box(host), 'Enter', { shiftKey: true });
    expect(bubbles(host)).toHaveLength(1);
  });

  it('answers a misspelt question with the FAQ answer after a hint', async () => {
    const host = await render(<SupportChat faq={FAQ} locale="en" />);
    await type(box(host), 'how long does verifcation take');
    await click(button(host, 'Send')!);
    await advance(500, vi);
    const reply = bubbles(host).at(-1)!.textContent!;
    expect(reply).toContain('Perhaps this answer helps:');
    expect(reply).toContain('1 to 3 business days');
  });

  it('offers an operator in Russian when nothing matches', async () => {
    const host = await render(<SupportChat faq={FAQ} locale="ru" />);
    await type(box(host), 'Когда листинг новой монеты?');
    await click(button(host, 'Отправить')!);
    await advance(500, vi);
    expect(bubbles(host).at(-1)!.textContent).toContain('Извините, я не нашел подходящего ответа. Хотите поговорить с оператором?');
  });

  it('offers the hand-over when an operator is asked for, and sends what the trader wrote as a request', async () => {
    const sendRequest = vi.fn(async () => ({ ok: true as const, data: { id: '12' } }));
    const host = await render(<SupportChat faq={FAQ} locale="en" sendRequest={sendRequest} />);
    expect(host.querySelector('[data-testid="support-handover"]')).toBeNull();
    await type(box(host), 'My deposit is late');
    await press(box(host), 'Enter');
    await type(box(host), 'operator please');
    await press(box(host), 'Enter');
    await advance(500, vi);
    const handover = within(host).getByTestId('support-handover');
    expect(handover.textContent).toContain('No operator is online right now.');
    await click(button(handover, 'Send as a request')!);
    expect(sendRequest).toHaveBeenCalledWith({ kind: 'chat', text: 'My deposit is late\noperator please', locale: 'en' });
    expect(bubbles(host).at(-1)!.textContent).toContain('Request No. 12 created.');
    expect(host.querySelector('[data-testid="support-handover"]')).toBeNull();
  });

  it('keeps the offer and says so when the request cannot be sent', async () => {
    const host = await render(<SupportChat faq={FAQ} locale="en" sendRequest={async () => ({ ok: false, reason: 'unavailable' })} />);
    await type(box(host), 'qwzxv plokm');
    await press(box(host), 'Enter');
    await advance(500, vi);
    await click(button(host.querySelector('[data-testid="support-handover"]')!, 'Send as a request')!);
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('The request could not be sent. Try again in a moment.');
  });
});

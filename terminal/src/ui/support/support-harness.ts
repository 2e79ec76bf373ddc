// Test helper for the support islands under happy-dom: mount, type, press keys, click.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { SupportFaqEntry } from '../../domain/support-bot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Three seeded questions (cms/src/seed/content/faq-entries.ts), English and Russian. */
export const FAQ: SupportFaqEntry[] = [
  { id: '1', category: 'finance', question: 'What is the minimum withdrawal?', answer: 'The minimum withdrawal is 50 USD.', keywords: ['withdraw'] },
  { id: '2', category: 'security', question: 'How long does verification take?', answer: '1 to 3 business days, up to 5 at peak times.', keywords: ['kyc'] },
  { id: '3', category: 'security', question: 'Сколько длится верификация?', answer: 'От 1 до 3 рабочих дней.', keywords: ['верификация'] },
];

let root: Root | null = null;
export async function render(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(node));
  return host;
}

export async function cleanup(): Promise<void> {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
}

export async function type(field: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function press(target: Element, key: string, init: KeyboardEventInit = {}): Promise<void> {
  await act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })));
}

export async function click(element: Element): Promise<void> {
  await act(async () => (element as HTMLElement).click());
}

/** Runs fake timers forward inside act, so React renders what they changed. */
export async function advance(ms: number, vi: { advanceTimersByTime: (ms: number) => unknown }): Promise<void> {
  await act(async () => void vi.advanceTimersByTime(ms));
}

export const button = (host: ParentNode, label: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent?.includes(label) || b.getAttribute('aria-label') === label);
export const bubbles = (host: ParentNode) => [...host.querySelectorAll('[data-testid="support-messages"] li')];

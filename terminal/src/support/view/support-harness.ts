// Test helper for the support islands under happy-dom: mount, find by role, type, press keys, click.
import { within } from '../../test-support/dom';
import type { SupportFaqEntry } from '../model/support-bot';

/** Three seeded questions (cms/src/seed/content/faq-entries.ts), English and Russian. */
export const FAQ: SupportFaqEntry[] = [
  {
    id: '1',
    category: 'finance',
    question: 'What is the minimum withdrawal?',
    answer: 'The minimum withdrawal is 50 USD.',
    keywords: ['withdraw'],
  },
  {
    id: '2',
    category: 'security',
    question: 'How long does verification take?',
    answer: '1 to 3 business days, up to 5 at peak times.',
    keywords: ['kyc'],
  },
  { id: '3', category: 'security', question: 'Сколько длится верификация?', answer: 'От 1 до 3 рабочих дней.', keywords: ['верификация'] },
];

export { advance, click, press, render, type, within } from '../../test-support/dom';
export { unmount as cleanup } from '../../test-support/dom';

/** The button a person would name `label` (its accessible name), or null when there is none. */
export const button = (host: HTMLElement, label: string) => within(host).queryByRole<HTMLButtonElement>('button', { name: label });
export const bubbles = (host: ParentNode) => [...host.querySelectorAll('[data-testid="support-messages"] li')];

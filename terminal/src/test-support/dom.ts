// Mounting islands under happy-dom the way a trader uses them, on Testing Library: render into the
// page, find controls by role and name (`screen`, `within`), type, press keys, click, let timers run.
// Shared by the spot, support, profile, settings, swap, ticker and verification island tests.
import { act, cleanup, fireEvent, render as mount } from '@testing-library/react';
import type { ReactNode } from 'react';

export { screen, within } from '@testing-library/react';

/** Renders `node` into a fresh element in the page and waits for React to finish; returns that element. */
export async function render(node: ReactNode): Promise<HTMLElement> {
  let container!: HTMLElement;
  await act(async () => {
    container = mount(node).container;
  });
  return container;
}

/** Unmounts what `render` mounted and empties the page. */
export async function unmount(): Promise<void> {
  cleanup();
  document.body.innerHTML = '';
}

/** Sets a field's value as typing does (Testing Library sets it through the native setter React watches). */
export async function type(field: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  await act(async () => void fireEvent.input(field, { target: { value: text } }));
}

export async function press(target: Element, key: string, init: KeyboardEventInit = {}): Promise<void> {
  await act(async () => void fireEvent.keyDown(target, { key, ...init }));
}

/** A click as the browser delivers one: its activation (a submit button submits its form) included. */
export async function click(element: Element): Promise<void> {
  await act(async () => (element as HTMLElement).click());
}

/** Runs fake timers forward inside act, so React renders what they changed. */
export async function advance(ms: number, vi: { advanceTimersByTime: (ms: number) => unknown }): Promise<void> {
  await act(async () => void vi.advanceTimersByTime(ms));
}

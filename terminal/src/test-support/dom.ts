// Mounting islands under happy-dom the way a trader uses them: render into the page, type, press
// keys, click, let timers run. Shared by the spot, support, profile and settings island tests.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Renders `node` into a fresh element in the page and waits for React to finish. */
export async function render(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(node));
  return host;
}

/** Unmounts what `render` mounted and empties the page. */
export async function unmount(): Promise<void> {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
}

/** Sets a field's value as typing does (React listens to the native setter and the input event). */
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

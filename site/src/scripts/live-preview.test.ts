import { describe, expect, it, vi } from 'vitest';
import { startLivePreview } from './live-preview';

const CMS = 'http://localhost:3001';

/** A window inside a frame: its parent records what is posted to it. */
function framedWindow() {
  const listeners: ((event: MessageEvent) => void)[] = [];
  const parent = { postMessage: vi.fn() };
  const win = {
    parent,
    opener: null,
    location: { reload: vi.fn() },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
  };
  const send = (origin: string, data: unknown) => listeners.forEach((l) => l({ origin, data } as MessageEvent));
  return { win: win as unknown as Window, parent, reload: win.location.reload, send };
}

describe('live preview on the site', () => {
  it('tells the admin it is ready and reloads on each save of the document', () => {
    const { win, parent, reload, send } = framedWindow();
    expect(startLivePreview(win, CMS)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'payload-live-preview', ready: true }, CMS);
    send(CMS, { type: 'payload-document-event', entitySlug: 'pages' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from another origin and other message types', () => {
    const { win, reload, send } = framedWindow();
    startLivePreview(win, CMS);
    send('http://evil.example', { type: 'payload-document-event' });
    send(CMS, { type: 'payload-live-preview', data: {} });
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing on a preview opened in its own tab', () => {
    const { win } = framedWindow();
    (win as unknown as { parent: Window }).parent = win;
    expect(startLivePreview(win, CMS)).toBe(false);
  });
});

// The site mounts the island with client:visible, so it is rendered on the server first: there is
// no window, no localStorage, and no market request may start there.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwapWidget } from './SwapWidget';

afterEach(() => vi.unstubAllGlobals());

describe('swap island on the server', () => {
  it('renders the loading list and the form without fetching anything', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const html = renderToString(<SwapWidget restUrl="http://127.0.0.1:9443" locale="ru" />);
    expect(typeof window).toBe('undefined');
    expect(html).toContain('Загрузка цен…');
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Купить BTC<\/button>/);
    expect(html).toContain('Симуляция: заявка не размещается');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

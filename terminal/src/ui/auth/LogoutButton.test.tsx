import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoutButton } from './LogoutButton';
import { SessionKeeper } from './SessionKeeper';

describe('LogoutButton', () => {
  it('is a real form post, so logout works before (or without) JavaScript', () => {
    const html = renderToStaticMarkup(<LogoutButton label="Выйти" />);
    expect(html).toContain('<form action="/api/auth/logout" method="post">');
    expect(html).toMatch(/<button type="submit"[^>]*>Выйти<\/button>/);
  });
});

describe('SessionKeeper', () => {
  it('renders nothing on the server (it only works in the browser)', () => {
    expect(renderToStaticMarkup(<SessionKeeper locale="en" loginHref="/login" homeHref="/" />)).toBe('');
  });
});

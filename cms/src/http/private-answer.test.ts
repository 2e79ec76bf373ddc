import { describe, expect, it } from 'vitest';
import { carriesSession } from './private-answer';

describe('signed-in answers are never stored', () => {
  it("marks a request with an editor's or a trader's session, by cookie or token", () => {
    expect(carriesSession({ cookie: 'payload-token=abc' }, '/api/editors/me')).toBe(true);
    expect(carriesSession({ cookie: 'theme=dark; __Host-bourse-session=abc' }, '/api/user/profile')).toBe(true);
    expect(carriesSession({ authorization: 'JWT abc' }, '/api/pages?draft=true')).toBe(true);
  });

  it('leaves anonymous reads and the build files cacheable', () => {
    expect(carriesSession({ cookie: 'theme=dark; my-payload-token=x' }, '/api/pages')).toBe(false);
    expect(carriesSession({}, '/admin/login')).toBe(false);
    expect(carriesSession({ cookie: 'payload-token=abc' }, '/_next/static/chunks/app.js')).toBe(false);
  });
});

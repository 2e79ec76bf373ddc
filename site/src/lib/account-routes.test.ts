import { describe, expect, it } from 'vitest';
import { TRAVERSALS } from '../../test/traversals';
import { ACCOUNT_ROUTES, decideRoute, parseRoute } from './account-routes';

describe('the account API allow-list', () => {
  it('forwards each listed route for its own method only', () => {
    expect(decideRoute('POST', '/api/auth/login')).toEqual({ status: 'allowed', path: '/api/auth/login' });
    expect(decideRoute('GET', '/api/user/profile')).toEqual({ status: 'allowed', path: '/api/user/profile' });
    expect(decideRoute('PUT', '/api/user/profile')).toEqual({ status: 'allowed', path: '/api/user/profile' });
    expect(decideRoute('DELETE', '/api/user/profile')).toEqual({ status: 'wrong-method', allow: ['GET', 'PUT'] });
    expect(decideRoute('GET', '/api/auth/login')).toEqual({ status: 'wrong-method', allow: ['POST'] });
  });

  it.each(TRAVERSALS)('finds no route at %s, whatever the method', (path) => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(decideRoute(method, path)).toEqual({ status: 'not-found' });
  });

  it('matches an id segment only to one plain id', () => {
    const list = [parseRoute('DELETE /api/trading/orders/:id')];
    expect(decideRoute('DELETE', '/api/trading/orders/ord_42-a', list)).toEqual({
      status: 'allowed',
      path: '/api/trading/orders/ord_42-a',
    });
    for (const id of ['..', '.', '%2E%2E', '..%5Cx', 'a.b', '', `${'a'.repeat(65)}`, 'a%00']) {
      expect(decideRoute('DELETE', `/api/trading/orders/${id}`, list)).toEqual({ status: 'not-found' });
    }
  });

  it('refuses a list line that is not one method and a canonical path', () => {
    for (const line of [
      'GET /api/user/../editors',
      'GET api/user',
      'FETCH /api/user/profile',
      'GET /api/user/profile extra',
      'GET /api/User',
      'GET /admin',
    ]) {
      expect(() => parseRoute(line)).toThrow(/canonical/);
    }
    expect(() => ACCOUNT_ROUTES.map(parseRoute)).not.toThrow();
  });
});

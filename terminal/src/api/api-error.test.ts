import { describe, expect, it } from 'vitest';
import { readApiError } from './api-error';

describe('API errors', () => {
  it('fills the defaults when the body says nothing', () => {
    expect(readApiError(502, '<html>Bad gateway</html>')).toEqual({
      error: 'API Error',
      message: 'HTTP 502',
      status: 502,
      details: [],
      validationErrors: [],
    });
    expect(readApiError(500, { error: '', message: '  ' })).toMatchObject({ error: 'API Error', message: 'HTTP 500' });
  });
  it('keeps what the server said, details included', () => {
    const body = { error: 'RATE_LIMITED', message: 'Too many requests', status: 429, details: ['retry in 60 s'], validationErrors: [] };
    expect(readApiError(429, body)).toEqual(body);
  });
  it('reads field errors from validationErrors, or from errors as other servers name them', () => {
    const issue = { field: 'email', code: 'INVALID_EMAIL', message: 'Enter an e-mail address' };
    expect(readApiError(400, { validationErrors: [issue] }).validationErrors).toEqual([issue]);
    expect(readApiError(400, { errors: [issue, 'plain text'] }).validationErrors).toEqual([
      issue,
      { field: '', code: 'INVALID', message: 'plain text' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { authTexts, describeAuthError } from './index';

describe('account texts', () => {
  it('keep the fallbacks in English', () => {
    expect(authTexts('en').loginFailed).toBe('Login failed');
    expect(authTexts('en').registrationFailed).toBe('Registration failed');
  });
  it('explain a lockout in each language', () => {
    expect(describeAuthError('ru', { error: 'ACCOUNT_LOCKED' }, 'loginFailed')).toContain('10 минут');
    expect(describeAuthError('de', { error: 'ACCOUNT_LOCKED' }, 'loginFailed')).toContain('10 Minuten');
  });
  it('prefer the field problem, then the code, then the fallback', () => {
    expect(
      describeAuthError(
        'ru',
        { error: 'VALIDATION_ERROR', validationErrors: [{ field: 'password', code: 'PASSWORD_TOO_SHORT' }] },
        'registrationFailed',
      ),
    ).toBe('Пароль должен содержать не менее 8 символов');
    expect(
      describeAuthError('en', { error: 'VALIDATION_ERROR', validationErrors: [{ field: 'email', code: 'INVALID_FORMAT' }] }, 'loginFailed'),
    ).toBe('Enter a valid e-mail address.');
    expect(describeAuthError('es', { error: 'SOMETHING_NEW' }, 'registrationFailed')).toBe('Error en el registro');
    expect(describeAuthError('en', undefined, 'loginFailed')).toBe('Login failed');
  });
});

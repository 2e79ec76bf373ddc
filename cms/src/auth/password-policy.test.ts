import { describe, expect, it } from 'vitest';
import { checkPassword, isCommonPassword } from './password-policy';

describe('password policy', () => {
  it('accepts 8 characters that are not common', () => {
    expect(checkPassword('tq8#Lmz2')).toEqual([]);
  });
  it('refuses fewer than 8 characters and more than 128', () => {
    expect(checkPassword('tq8#Lmz')[0]?.code).toBe('PASSWORD_TOO_SHORT');
    expect(checkPassword('x'.repeat(129))[0]?.code).toBe('PASSWORD_TOO_LONG');
  });
  it('refuses passwords from the common list whatever their case', () => {
    for (const word of ['password', 'Password1', 'QWERTYUIOP', '12345678', 'iloveyou']) {
      expect(isCommonPassword(word)).toBe(true);
    }
    expect(checkPassword('Password1')[0]).toMatchObject({ field: 'password', code: 'PASSWORD_COMMON' });
  });
});

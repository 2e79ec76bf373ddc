import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { userJsonSchema } from '../output/schemas';
import { readPasswordFromStdin, toUserJson } from './user-data';

const now = Date.parse('2026-01-01T12:00:00Z');
const doc = { id: 1, email: 'a@b.co', createdAt: '2025-12-01T00:00:00Z' };

describe('accounts as the CLI shows them', () => {
  it('a lockout in the future is locked; a past one is not', () => {
    const locked = toUserJson({ collection: 'traders', doc: { ...doc, lockUntil: '2026-01-01T12:05:00Z', loginAttempts: 5 } }, now);
    expect(userJsonSchema.parse(locked)).toMatchObject({
      role: 'trader',
      locked: true,
      lockedUntil: '2026-01-01T12:05:00.000Z',
      loginAttempts: 5,
    });
    expect(toUserJson({ collection: 'traders', doc: { ...doc, lockUntil: '2026-01-01T11:00:00Z' } }, now)).toMatchObject({
      locked: false,
      lockedUntil: null,
    });
  });

  it('editors keep their role; an unknown role reads as editor (least power)', () => {
    expect(toUserJson({ collection: 'editors', doc: { ...doc, role: 'admin' } }, now).role).toBe('admin');
    expect(toUserJson({ collection: 'editors', doc: { ...doc, role: null } }, now).role).toBe('editor');
  });

  it('reads a piped password without its final line break, keeping inner spaces', async () => {
    expect(await readPasswordFromStdin(Readable.from(['correct horse ', 'battery\n']))).toBe('correct horse battery');
  });
});

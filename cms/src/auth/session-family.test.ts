import { describe, expect, it } from 'vitest';
import { decideRefresh, parseSessionId, withoutFamily, type StoredSession } from './session-family';

const t0 = new Date('2026-01-01T00:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const limits = { refreshSeconds: 7 * 24 * 3600, raceSeconds: 10 };
const session = (id: string, createdSecond = 0, lifeSeconds = limits.refreshSeconds): StoredSession => ({
  id,
  createdAt: at(createdSecond),
  expiresAt: at(createdSecond + lifeSeconds),
});

describe('session families', () => {
  it('reads the family and generation from a session id', () => {
    expect(parseSessionId('0b9e-4f')).toEqual({ family: '0b9e-4f', generation: 0 });
    expect(parseSessionId('0b9e-4f.12')).toEqual({ family: '0b9e-4f', generation: 12 });
  });

  it('rotates to the next generation and drops the old session at once, leaving other families alone', () => {
    const decision = decideRefresh([session('a'), session('b')], 'a', at(60), limits);
    expect(decision).toMatchObject({ kind: 'rotate', sid: 'a.1' });
    if (decision.kind !== 'rotate') return;
    expect(decision.sessions.map((s) => s.id)).toEqual(['b', 'a.1']);
    expect(new Date(decision.sessions[1]!.expiresAt).getTime()).toBe(at(60 + limits.refreshSeconds).getTime());
  });

  it('gives a racing duplicate the same successor, never a second session', () => {
    const stored = [session('a.1', 100)];
    expect(decideRefresh(stored, 'a', at(100 + 10), limits)).toEqual({ kind: 'race', sid: 'a.1' });
  });

  it('ends the whole family when a rotated token comes back after the race window', () => {
    const stored = [session('a.1', 100), session('b')];
    const decision = decideRefresh(stored, 'a', at(100 + 11), limits);
    expect(decision).toMatchObject({ kind: 'refuse', reason: 'revoked' });
    if (decision.kind === 'refuse') expect(decision.sessions?.map((s) => s.id)).toEqual(['b']);
  });

  it('ends the family when a token two generations old comes back, even inside the window', () => {
    const decision = decideRefresh([session('a.2', 100)], 'a', at(101), limits);
    expect(decision).toMatchObject({ kind: 'refuse', reason: 'revoked', sessions: [] });
  });

  it('refuses a logged-out session as revoked and a timed-out one as expired', () => {
    expect(decideRefresh([session('b')], 'a', at(1), limits)).toEqual({ kind: 'refuse', reason: 'revoked' });
    expect(decideRefresh([session('a', 0, 60)], 'a', at(61), limits)).toEqual({ kind: 'refuse', reason: 'expired' });
  });

  it('logout removes every generation of the family', () => {
    expect(withoutFamily([session('a'), session('a.3'), session('b.1')], 'a.3').map((s) => s.id)).toEqual(['b.1']);
  });
});

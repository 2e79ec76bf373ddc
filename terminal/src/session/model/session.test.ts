import { describe, expect, it } from 'vitest';
import { idlePhase, latestActivity, loginHrefFor, logoutReasonOf, msUntilNextPhase, shouldRecordActivity } from './session';

const minute = 60_000;
const clock = (now: number, lastActivity = 0) => ({ now, lastActivity, idleMs: 15 * minute, warnMs: minute });

describe('auto-logout timer', () => {
  it('is active until a minute before the idle time, warns in that minute, expires at the idle time', () => {
    expect(idlePhase(clock(14 * minute - 1))).toEqual({ phase: 'active', warnAt: 14 * minute });
    expect(idlePhase(clock(14 * minute))).toEqual({ phase: 'warning', logoutAt: 15 * minute });
    expect(idlePhase(clock(15 * minute - 1)).phase).toBe('warning');
    expect(idlePhase(clock(15 * minute))).toEqual({ phase: 'expired' });
  });
  it('starts again from any activity', () => {
    expect(idlePhase(clock(20 * minute, 10 * minute)).phase).toBe('active');
  });
  it('never warns before the session starts when the idle time is shorter than the warning', () => {
    expect(idlePhase({ now: 0, lastActivity: 0, idleMs: 30_000, warnMs: minute })).toEqual({ phase: 'warning', logoutAt: 30_000 });
  });
  it('wakes exactly at the next phase change', () => {
    expect(msUntilNextPhase(clock(10 * minute))).toBe(4 * minute);
    expect(msUntilNextPhase(clock(14.5 * minute))).toBe(0.5 * minute);
    expect(msUntilNextPhase(clock(16 * minute))).toBe(0);
  });
  it('counts activity in any tab, but never a future or unreadable time', () => {
    expect(latestActivity(1000, '2000', 5000)).toBe(2000);
    expect(latestActivity(3000, '2000', 5000)).toBe(3000);
    expect(latestActivity(1000, '9999999', 5000)).toBe(1000);
    expect(latestActivity(1000, 'soon', 5000)).toBe(1000);
    expect(latestActivity(1000, null, 5000)).toBe(1000);
  });
  it('writes activity at most once a second', () => {
    expect(shouldRecordActivity(1999, 1000)).toBe(false);
    expect(shouldRecordActivity(2000, 1000)).toBe(true);
  });
});

describe('forced logout', () => {
  it('reads the reason from the refusal', () => {
    expect(logoutReasonOf('SESSION_EXPIRED')).toBe('expired');
    expect(logoutReasonOf('NO_REFRESH_TOKEN')).toBe('expired');
    expect(logoutReasonOf('SESSION_REVOKED')).toBe('revoked');
    expect(logoutReasonOf('INVALID_REFRESH_TOKEN')).toBe('refresh-failed');
    expect(logoutReasonOf(undefined)).toBe('refresh-failed');
  });
  it('sends the trader to login with the reason and the page to come back to', () => {
    expect(loginHrefFor('/login', '/cabinet/wallet/deposit?c=BTC', 'idle')).toBe(
      '/login?next=%2Fcabinet%2Fwallet%2Fdeposit%3Fc%3DBTC&reason=idle',
    );
    expect(loginHrefFor('/ru/login', '/cabinet')).toBe('/ru/login?next=%2Fcabinet');
  });
});

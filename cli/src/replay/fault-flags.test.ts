import { describe, expect, it } from 'vitest';
import { CliError } from '../errors';
import { describeFaultPlan, parseFaultFlags, type FaultFlags } from './fault-flags';

const refusal = (flags: FaultFlags) => {
  try {
    parseFaultFlags(flags);
  } catch (error) {
    return error;
  }
  return null;
};

describe('bourse replay fault flags', () => {
  it('mean no faults when none is given', () => {
    expect(parseFaultFlags({})).toEqual({});
    expect(describeFaultPlan({})).toEqual([]);
  });

  it('turn each flag into the fault plan the server injects', () => {
    expect(
      parseFaultFlags({
        dropAfterMessages: '100',
        dropAfterSeconds: '2.5',
        gapAfter: '500',
        delayMs: '250',
        rateLimit: '3',
        retryAfter: '7',
        refuseConnections: true,
      }),
    ).toEqual({
      dropAfterMessages: 100,
      dropAfterMs: 2_500,
      gapEveryDiffs: 500,
      delayMs: 250,
      rateLimit: { requests: 3, retryAfterSec: 7 },
      refuseConnections: true,
    });
    expect(parseFaultFlags({ rateLimit: '1' }).rateLimit).toEqual({ requests: 1, retryAfterSec: 1 });
    expect(parseFaultFlags({ delayMs: '0' })).toEqual({});
  });

  it.each([
    ['dropAfterMessages', '0', '--drop-after-messages must be a whole number of 1 or more, e.g. --drop-after-messages 100 (got "0")'],
    ['dropAfterMessages', '2.5', '--drop-after-messages must be a whole number of 1 or more'],
    ['dropAfterSeconds', '-1', '--drop-after-seconds must be a number of seconds above 0, e.g. --drop-after-seconds 2.5 (got "-1")'],
    ['dropAfterSeconds', '0', '--drop-after-seconds must be a number of seconds above 0'],
    ['gapAfter', 'ten', '--gap-after must be a whole number of 1 or more'],
    ['delayMs', '-5', '--delay-ms must be a whole number of 0 or more, e.g. --delay-ms 250 (got "-5")'],
    ['delayMs', '1e3', '--delay-ms must be a whole number of 0 or more'],
    ['rateLimit', '', '--rate-limit must be a whole number of 1 or more'],
  ] as const)('refuse %s "%s" as a usage error naming the flag', (flag, value, message) => {
    const error = refusal({ [flag]: value });
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ exitCode: 2, message: expect.stringContaining(message) });
  });

  it('refuse --retry-after without --rate-limit, which alone would do nothing', () => {
    expect(refusal({ retryAfter: '2' })).toMatchObject({
      exitCode: 2,
      message: '--retry-after needs --rate-limit N, e.g. --rate-limit 3 --retry-after 2',
    });
  });

  it('say in the banner which faults are in force', () => {
    expect(describeFaultPlan(parseFaultFlags({ gapAfter: '500', dropAfterSeconds: '1.5', refuseConnections: true }))).toEqual([
      'connections cut after 1.5 s',
      'a sequence gap every 500 depth diffs',
      'websocket connections refused (503)',
    ]);
  });
});

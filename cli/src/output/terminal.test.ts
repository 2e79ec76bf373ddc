import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSpinner } from './terminal';

/** A stand-in terminal: what the spinner wrote, in order. */
function fakeTerminal(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream, written };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv('TERM', 'xterm-256color'); // the test's own terminal, whatever the machine's TERM says
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the spinner', () => {
  it('draws nothing in the first second, then its label with the progress of the seconds since the start', () => {
    const { stream, written } = fakeTerminal(true);
    const spinner = startSpinner('building site…', { stream, progress: (seconds) => `${seconds} s` });
    vi.advanceTimersByTime(999);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written.at(-1)).toMatch(/building site… 1 s$/);
    vi.advanceTimersByTime(41_000);
    expect(written.at(-1)).toMatch(/building site… 42 s$/);
    spinner.stop();
    expect(written.at(-1)).toBe('\r\u001b[2K');
  });

  it('writes nothing off a terminal', () => {
    const { stream, written } = fakeTerminal(false);
    startSpinner('seeding…', { stream }).stop();
    vi.advanceTimersByTime(5_000);
    expect(written).toEqual([]);
  });
});

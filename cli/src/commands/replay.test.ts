import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CliError } from '../errors';
import { RecordingError } from '../replay';
import { parseReplayOptions, registerReplayCommand } from './replay';

const defaults = { host: '127.0.0.1', speed: '1', loop: true };

function program(): Command {
  const root = new Command('bourse').exitOverride();
  registerReplayCommand(root);
  return root;
}

afterEach(() => vi.restoreAllMocks());

describe('bourse replay options', () => {
  it('takes the port from --port, else REPLAY_PORT, else 9443', () => {
    expect(parseReplayOptions([], { ...defaults, port: '9555' }, { REPLAY_PORT: '9444' }).port).toBe(9555);
    expect(parseReplayOptions([], defaults, { REPLAY_PORT: '9444' }).port).toBe(9444);
    expect(parseReplayOptions([], defaults, {})).toMatchObject({ port: 9443, speed: 1, loop: true, files: undefined });
  });

  it('refuses a speed that is not a positive number, as a usage error (exit code 2)', () => {
    for (const speed of ['0', '-1', 'fast', '']) {
      const error = (() => { try { parseReplayOptions([], { ...defaults, speed }, {}); } catch (e) { return e; } })();
      expect(error).toBeInstanceOf(CliError);
      expect(error).toMatchObject({ exitCode: 2, message: expect.stringContaining('--speed must be a positive number') });
    }
  });

  it('names REPLAY_PORT when the bad port came from the environment', () => {
    expect(() => parseReplayOptions([], defaults, { REPLAY_PORT: 'http' })).toThrow('REPLAY_PORT must be a port number from 0 to 65535');
    expect(() => parseReplayOptions([], { ...defaults, port: '70000' }, {})).toThrow('--port must be a port number');
  });
});

describe('bourse replay command', () => {
  it('prints the REST and websocket addresses and closes on SIGINT', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => { lines.push(String(chunk)); return true; });
    const run = program().parseAsync(['node', 'bourse', 'replay', '--port', '0', '--speed', '10', '--no-loop']);
    while (!lines.some((line) => line.startsWith('websocket'))) await new Promise((resolve) => setTimeout(resolve, 50));
    const rest = lines.find((line) => line.startsWith('REST'))?.split(/\s+/)[1] ?? '';
    expect(rest).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${rest}/api/v3/ping`)).status).toBe(200);
    process.emit('SIGINT');
    await run;
    expect(lines.at(-1)).toBe('replay: SIGINT, closing\n');
    await expect(fetch(`${rest}/api/v3/ping`)).rejects.toThrow();
  });

  it('fails with the RecordingError of a missing file', async () => {
    await expect(program().parseAsync(['node', 'bourse', 'replay', '--port', '0', '/nope/session.jsonl.gz']))
      .rejects.toBeInstanceOf(RecordingError);
  });
});

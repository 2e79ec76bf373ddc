import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { WebSocket as WsClient } from 'ws';
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
      const error = (() => {
        try {
          parseReplayOptions([], { ...defaults, speed }, {});
        } catch (e) {
          return e;
        }
      })();
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
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
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
    await expect(program().parseAsync(['node', 'bourse', 'replay', '--port', '0', '/nope/session.jsonl.gz'])).rejects.toBeInstanceOf(
      RecordingError,
    );
  });
});

const bourseBin = fileURLToPath(new URL('../../bin/bourse.mjs', import.meta.url));

/** `bourse replay …` as an operator runs it: a child process on the workspace's Node. */
function runReplay(args: string[]) {
  const child = spawn(process.execPath, [bourseBin, 'replay', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = async () => {
    // A bound for a replay that never starts: reading the recording takes seconds alone, far longer
    // on a loaded machine.
    const deadline = Date.now() + 120_000;
    while (!/^websocket /m.test(stdout)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`replay did not start:\n${stdout}\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { rest: /^REST\s+(\S+)/m.exec(stdout)?.[1] ?? '', ws: /^websocket\s+(\S+)/m.exec(stdout)?.[1] ?? '', stdout };
  };
  const stop = async () => {
    child.kill('SIGINT');
    return exited;
  };
  return { ready, stop, exited, output: () => ({ stdout, stderr }) };
}

describe('bourse replay fault flags, through the command line', () => {
  it('refuses a bad value with one line naming the flag and exit code 2', async () => {
    const cases = [
      [['--drop-after-messages', '-1'], '--drop-after-messages must be a whole number of 1 or more'],
      [['--drop-after-seconds', 'soon'], '--drop-after-seconds must be a number of seconds above 0'],
      [['--rate-limit', '3', '--retry-after', 'later'], '--retry-after must be a whole number of 0 or more'],
    ] as const;
    await Promise.all(
      cases.map(async ([args, message]) => {
        const run = runReplay([...args]);
        expect(await run.exited).toBe(2);
        const { stdout, stderr } = run.output();
        expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^bourse: ${message}, e\\.g\\. `))]);
        expect(stdout).toBe('');
      }),
    );
  }, 180_000);

  it('answers the first N REST requests 429 with Retry-After, and refuses websocket upgrades', async () => {
    const run = runReplay(['--rate-limit', '2', '--retry-after', '3', '--refuse-connections']);
    try {
      const { rest, ws, stdout } = await run.ready();
      expect(stdout).toContain('fault injected: first 2 REST requests answered 429, Retry-After 3 s');
      for (const expected of [429, 429, 200]) {
        const response = await fetch(`${rest}/api/v3/ping`);
        expect(response.status).toBe(expected);
        expect(response.headers.get('retry-after')).toBe(expected === 429 ? '3' : null);
      }
      const status = await new Promise<number | undefined>((resolve) => {
        const socket = new WsClient(`${ws}/ws/btcusdt@trade`);
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
        socket.on('open', () => resolve(101));
        socket.on('error', () => {});
      });
      expect(status).toBe(503);
    } finally {
      expect(await run.stop()).toBe(0);
    }
  }, 180_000);

  it('cuts each websocket connection after N frames, and delays every answer', async () => {
    const run = runReplay(['--speed', '20', '--drop-after-messages', '3', '--delay-ms', '300']);
    try {
      const { rest, ws } = await run.ready();
      const started = Date.now();
      expect((await fetch(`${rest}/api/v3/ping`)).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      const frames = await new Promise<number>((resolve, reject) => {
        let count = 0;
        const socket = new WsClient(`${ws}/ws/btcusdt@trade`);
        socket.on('message', () => {
          count += 1;
        });
        socket.on('close', () => resolve(count));
        socket.on('error', reject);
      });
      expect(frames).toBe(3);
    } finally {
      expect(await run.stop()).toBe(0);
    }
  }, 180_000);
});

import { type ChildProcess, spawn } from 'node:child_process';

export type Service = { name: string; child: ChildProcess; exited: boolean };

/** Starts a long-running child on our own Node (pnpm's .bin/node is a shell wrapper), output prefixed. */
export function startService(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Service {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const service: Service = { name, child, exited: false };
  const prefix = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', prefix(process.stdout));
  child.stderr?.on('data', prefix(process.stderr));
  child.on('exit', () => (service.exited = true));
  return service;
}

/** SIGTERM every child, SIGKILL whatever is left after `graceMs`. */
export async function stopServices(services: Service[], graceMs = 5000): Promise<void> {
  await Promise.all(
    services.map(
      (service) =>
        new Promise<void>((resolve) => {
          if (service.exited || service.child.exitCode !== null) return resolve();
          const timer = setTimeout(() => service.child.kill('SIGKILL'), graceMs);
          service.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          service.child.kill('SIGTERM');
        }),
    ),
  );
}

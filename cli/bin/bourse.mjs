#!/usr/bin/env node
// The `bourse` command. Sources are TypeScript run through tsx, so there is no build step.
// Bourse needs Node 22; the workspace pins it (the `node` package), so an older Node on the PATH
// (a global install, `npx` outside the workspace's scripts) hands over to that one instead of failing
// deep inside a dependency.
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  const here = path.dirname(realpathSync(fileURLToPath(import.meta.url)));
  const pinned = [path.join(here, '../../node_modules/node/bin/node'), path.join(here, '../node_modules/node/bin/node')].find((p) =>
    existsSync(p),
  );
  if (!pinned) {
    process.stderr.write(
      `bourse: Node ${process.versions.node} is too old: install Node 22 or run "pnpm install" in the Bourse repository (it brings Node 22)\n`,
    );
    process.exit(1);
  }
  const child = spawn(pinned, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('../src/main.ts');
  await main(process.argv);
}

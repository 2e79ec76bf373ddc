// A throwaway PostgreSQL cluster for the server-database suite: Debian's binaries, a temp data
// folder, a free port on 127.0.0.1, trust auth. Gone when the suite ends. Skipped with a reason when
// PostgreSQL is not installed (npm test installs it from Debian when it can).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return version ? path.join(base, version, 'bin') : undefined;
}

function freePort() {
  // Synchronous callers: ask the kernel through a tiny child that prints a free port.
  const out = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]);
  return Number(String(out).trim());
}

export function startTestPostgres() {
  if (process.env.BOURSE_SKIP_POSTGRES === '1') return { reason: 'BOURSE_SKIP_POSTGRES=1', stop() {} };
  const bin = findBin();
  if (!bin) return { reason: 'PostgreSQL is not installed (apt-get install -y postgresql)', stop() {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const asPostgres = (cmd, args) =>
    asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
  const port = freePort();
  const data = path.join(dir, 'data');
  let r = asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']);
  if (r.status !== 0)
    return { reason: `initdb failed: ${r.stderr || r.stdout}`, stop: () => rmSync(dir, { recursive: true, force: true }) };
  r = asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    // A throwaway cluster: no crash to survive, so it does not wait for the disk on each commit
    // (new databases per test file and every seed write at memory speed on a slow disk).
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  if (r.status !== 0)
    return { reason: `PostgreSQL did not start: ${r.stderr || r.stdout}`, stop: () => rmSync(dir, { recursive: true, force: true }) };
  return {
    uri: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

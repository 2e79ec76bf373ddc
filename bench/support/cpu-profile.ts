import { readFileSync } from 'node:fs';

/** V8's .cpuprofile (what `node --cpu-prof` writes). */
type CpuProfile = {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

export type ProfileEntry = { share: number; ms: number; name: string };

/** node_modules/.pnpm/<pkg>@<v>/node_modules/<pkg>/x.js -> <pkg>/x.js; the workspace's own files from its root. */
const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^.*\/(cms|site|terminal)\//, '$1/');

/**
 * The functions that spent the most CPU (self time) in the last `windowMs` of a profile, e.g. the
 * load phase of a run that ended right after it; idle time is left out of the shares.
 * @example topSelfTime('/tmp/CPU.1.cpuprofile', 5000, 10)[0] // { share: 0.18, ms: 420, name: '(garbage collector)' }
 */
export function topSelfTime(profileFile: string, windowMs: number, count: number): { entries: ProfileEntry[]; busyMs: number } {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const from = profile.endTime - windowMs * 1000;
  const self = new Map<string, number>();
  let time = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    const spent = profile.timeDeltas[i + 1] ?? 0;
    const frame = frames.get(id);
    if (time < from || !frame || frame.functionName === '(idle)') return;
    const name = `${frame.functionName || '(anonymous)'}${frame.url ? ` ${shortUrl(frame.url)}:${frame.lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + spent);
    busy += spent;
  });
  const entries = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ share: us / busy, ms: us / 1000, name }));
  return { entries, busyMs: busy / 1000 };
}

/** CPU time (user + system) a process has used so far, from /proc (Linux; 100 ticks a second). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

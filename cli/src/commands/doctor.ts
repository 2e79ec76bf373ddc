import type { Command } from 'commander';
import { checkDatabase, checkMarket } from '../doctor/remote-checks';
import { checkChromium, checkNode, checkPort, checkSecrets } from '../doctor/local-checks';
import type { Check } from '../doctor/check';
import { CliError } from '../errors';
import { printJson } from '../output/json';
import { doctorJsonSchema } from '../output/schemas';
import { paint } from '../output/terminal';
import { resolveStartConfig } from '../start/config';
import { example } from './help';

const marks = { ok: () => paint('green', 'ok  '), warn: () => paint('yellow', 'warn'), fail: () => paint('red', 'FAIL') };

/** `bourse doctor`: is this installation ready to run? Each problem comes with its fix. */
export function registerDoctorCommand(program: Command): void {
  const doctor = program
    .command('doctor')
    .description(
      'Check Node, the database (reachable, migrated), free ports, Chromium, the generated secrets and the market host; exit 1 when something is wrong.',
    )
    .option('--json', 'print the checks as JSON')
    .action(async (options: { json?: boolean }) => {
      const config = resolveStartConfig();
      const { resolveDataDir } = await import('@bourse/cms/boot');
      // Secrets first: opening the database would generate missing ones.
      const checks: Check[] = [checkNode(), checkSecrets(resolveDataDir())];
      // Ports before the database: loading Payload keeps the CPU busy, and a running Bourse must
      // answer its probe in time to count as Bourse.
      const ports = await Promise.all([
        checkPort('CMS_PORT', config.cmsPort, config.host, '/api/site/active'),
        checkPort('SITE_PORT', config.sitePort, config.host, '/'),
        checkPort('REPLAY_PORT', config.replayPort, config.host, '/api/v3/ping'),
      ]);
      const [database, market] = await Promise.all([checkDatabase(), checkMarket(config)]);
      checks.push(...database, ...ports, checkChromium(), market);
      const healthy = checks.every((c) => c.status !== 'fail');
      if (options.json) printJson(doctorJsonSchema, { ok: healthy, checks });
      else {
        for (const c of checks) {
          process.stdout.write(`${marks[c.status]()} ${c.name.padEnd(18)} ${c.detail}\n`);
          if (c.fix) process.stdout.write(`     ${''.padEnd(18)} ${paint('dim', `fix: ${c.fix}`)}\n`);
        }
      }
      if (!healthy) {
        const failed = checks.filter((c) => c.status === 'fail').map((c) => c.name);
        throw new CliError(`${failed.length} check(s) failed: ${failed.join(', ')} (fixes above)`);
      }
    });
  example(doctor, 'bourse doctor', 'bourse doctor --json | jq ".checks[] | select(.status != \\"ok\\")"');
}

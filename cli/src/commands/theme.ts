import { themeIds, themeIdSchema } from '@bourse/themes';
import type { Command } from 'commander';
import { CliError } from '../errors';
import { withPayload } from './with-payload';

/** `bourse theme use NAME` and `bourse theme list`: the active site's theme, from the command line. */
export function registerThemeCommand(program: Command): void {
  const theme = program.command('theme').description("Show or switch the active site's theme.");

  theme
    .command('list')
    .description('List the themes and mark the active one.')
    .action(async () => {
      const { findActiveSite } = await import('@bourse/cms');
      const active = await withPayload((payload) => findActiveSite(payload));
      for (const id of themeIds) process.stdout.write(`${id === active.theme ? '*' : ' '} ${id}\n`);
    });

  theme
    .command('use')
    .argument('<name>', `one of: ${themeIds.join(', ')}`)
    .description("Switch the active site's theme; the site shows it on the next request.")
    .action(async (name: string) => {
      const parsed = themeIdSchema.safeParse(name);
      if (!parsed.success) throw new CliError(`unknown theme "${name}": choose one of ${themeIds.join(', ')}`, 2);
      const { findActiveSite, notifySite } = await import('@bourse/cms');
      const site = await withPayload(async (payload) => {
        const active = await findActiveSite(payload);
        if (active.id === 'default') throw new CliError('there is no site in the database yet: run "bourse seed" first');
        await payload.update({ collection: 'sites', id: active.id, data: { theme: parsed.data }, context: { skipSiteNotify: true } });
        // Awaited here (the hook's notice is fire-and-forget and this process is about to exit).
        await notifySite(payload, { collection: 'sites', id: active.id });
        return active;
      });
      process.stdout.write(`site "${site.title}" now uses the ${parsed.data} theme\n`);
    });
}

import type { Command } from 'commander';
import { printJson } from '../output/json';
import { mailJsonSchema } from '../output/schemas';

/**
 * `bourse mail list`: the messages the CMS sent to the development outbox (`<data dir>/outbox`),
 * oldest first, with the links they carry, so an operator or a test can finish a registration or a
 * password reset without a mail server.
 */
export function registerMailCommand(program: Command): void {
  const mail = program.command('mail').description('Read the development outbox of account e-mails.');
  mail
    .command('list')
    .description('List sent e-mails (time, recipient, subject, links), oldest first.')
    .option('--to <email>', 'only messages to this address')
    .option('--json', 'print the messages as JSON')
    .action(async (options: { to?: string; json?: boolean }) => {
      const { readOutbox, outboxDir } = await import('@bourse/cms/boot');
      const messages = readOutbox().filter((m) => !options.to || m.to.toLowerCase() === options.to.toLowerCase());
      if (options.json) return printJson(mailJsonSchema, messages);
      if (messages.length === 0) {
        process.stdout.write(`no e-mails in ${outboxDir()}\n`);
        return;
      }
      for (const message of messages) {
        process.stdout.write(`${message.sentAt}  ${message.to}  ${message.subject}\n`);
        for (const link of message.text.match(/https?:\/\/\S+/g) ?? []) process.stdout.write(`    ${link}\n`);
      }
    });
}

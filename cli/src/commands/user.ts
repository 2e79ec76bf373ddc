import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import { CliError } from '../errors';
import { printJson } from '../output/json';
import { userCreatedJsonSchema, userJsonSchema, usersJsonSchema } from '../output/schemas';
import { paint } from '../output/terminal';
import { offerValues } from './completion';
import { example } from './help';
import { collectionOf, findAccount, listAccounts, readPasswordFromStdin, roles, toUserJson, type Role } from './user-data';
import { withPayload } from './with-payload';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `bourse user create | list | unlock`: CMS editors and admins, and traders, from the terminal. */
export function registerUserCommand(program: Command): void {
  const user = program.command('user').description('Create and list accounts (traders, editors, admins); lift a login lockout.');
  example(user, 'bourse user create ops@broker.example --role admin', 'bourse user list', 'bourse user unlock demo@bourse.local');

  const create = user
    .command('create')
    .argument('<email>', 'the login e-mail')
    .description('Create an account. Without --password-stdin a password is generated and printed once.')
    .requiredOption('--role <role>', `one of ${roles.join(', ')}`)
    .option('--password-stdin', 'read the password from standard input (keeps it out of the shell history)')
    .option('--json', 'print the account (and a generated password) as JSON')
    .action(async (email: string, options: { role: string; passwordStdin?: boolean; json?: boolean }) => {
      if (!emailPattern.test(email)) throw new CliError(`"${email}" is not an e-mail address: give one like ops@broker.example`, 2);
      if (!(roles as readonly string[]).includes(options.role))
        throw new CliError(`unknown role "${options.role}": choose one of ${roles.join(', ')}`, 2);
      const role = options.role as Role;
      const generated = options.passwordStdin ? undefined : randomBytes(12).toString('base64url');
      const password = generated ?? (await readPasswordFromStdin());
      const { checkPassword } = await import('@bourse/cms');
      const problem = checkPassword(password)[0];
      if (problem) throw new CliError(`the password is not accepted: ${problem.message}`, 2);
      const created = await withPayload(async (payload) => {
        const taken = await listAccounts(payload).then((all) => all.find(({ doc }) => doc.email.toLowerCase() === email.toLowerCase()));
        if (taken) throw new CliError(`an account with the e-mail "${email}" exists already (${toUserJson(taken).role})`);
        const collection = collectionOf(role);
        // An operator vouches for the address, so a trader made here can sign in at once.
        const data = collection === 'traders' ? { email, password, emailVerified: true } : { email, password, role };
        const doc = await payload.create({ collection, data: data, showHiddenFields: true, context: { skipSiteNotify: true } });
        return toUserJson({ collection, doc: doc });
      });
      if (options.json) return printJson(userCreatedJsonSchema, { user: created, ...(generated ? { password: generated } : {}) });
      process.stdout.write(`created ${created.role} ${created.email}${generated ? ` with the password ${generated} (shown once)` : ''}\n`);
    });
  example(
    create,
    'bourse user create ops@broker.example --role admin',
    'printf %s "$PASSWORD" | bourse user create anna@broker.example --role editor --password-stdin',
  );

  const list = user
    .command('list')
    .description('List every account with its role and lockout state.')
    .option('--json', 'print the accounts as JSON')
    .action(async (options: { json?: boolean }) => {
      const users = await withPayload(async (payload) => (await listAccounts(payload)).map((account) => toUserJson(account)));
      if (options.json) return printJson(usersJsonSchema, users);
      if (users.length === 0) return void process.stdout.write('no accounts yet: run "bourse seed" or "bourse user create"\n');
      for (const u of users) {
        const state = u.locked
          ? paint('red', `locked until ${u.lockedUntil}`)
          : u.loginAttempts > 0
            ? `${u.loginAttempts} failed login(s)`
            : '';
        process.stdout.write(`${u.role.padEnd(7)} ${u.email.padEnd(32)} ${state}\n`.replace(/ +\n$/, '\n'));
      }
    });
  offerValues(create, '--role', roles);
  example(list, 'bourse user list', 'bourse user list --json');

  const unlock = user
    .command('unlock')
    .argument('<email>', 'an account from "bourse user list"')
    .description('Lift the lockout after too many wrong passwords (and reset the failed-login count).')
    .option('--json', 'print the account as JSON')
    .action(async (email: string, options: { json?: boolean }) => {
      const unlocked = await withPayload(async (payload) => {
        const account = await findAccount(payload, email);
        // Unlock finds the account by e-mail; the generated types ask for a password it never reads.
        // Payload's type for unlock's data asks for a password, which unlock never reads: it clears the lock by e-mail.
        await payload.unlock({ collection: account.collection, data: { email: account.doc.email } as never, overrideAccess: true });
        return toUserJson(await findAccount(payload, email));
      });
      // Wrong-password lockouts (traders' and editors') are kept per client address in the running
      // CMS's memory, not in the database: the running CMS is asked to forget them (with the shared secret).
      const { forgetLoginFailures, readSecrets } = await import('@bourse/cms/boot');
      const answer = await forgetLoginFailures(unlocked.email, {
        timeoutMs: 5000,
        secret: process.env.REVALIDATE_SECRET ?? readSecrets().revalidateSecret,
      });
      const note =
        'status' in answer && answer.status === 200
          ? ' (the running CMS dropped its lockouts for this account)'
          : ` (no running CMS answered at ${answer.url}: a lockout it holds ends within 10 minutes, or at once with a password reset)`;
      if (options.json) return printJson(userJsonSchema, unlocked);
      process.stdout.write(`${unlocked.email} can sign in again${note}\n`);
    });
  example(unlock, 'bourse user unlock demo@bourse.local');
}

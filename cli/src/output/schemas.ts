import { z } from 'zod';

/**
 * The `--json` answers of the `bourse` commands: what scripts may rely on. Each command checks its
 * answer against its schema before printing it; the README lists them.
 */

/** @example { name: 'Bourse', title: 'Bourse: …', url: 'http://localhost:4321', theme: 'exchange', active: true, default: true } */
export const siteJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  url: z.string(),
  theme: z.enum(['exchange', 'dark-brand', 'simple']),
  active: z.boolean(),
  default: z.boolean(),
});
export const sitesJsonSchema = z.array(siteJsonSchema);

/** `bourse theme list --json`: the themes and the one the site uses. */
export const themesJsonSchema = z.object({
  site: z.string(),
  themes: z.array(z.object({ id: z.enum(['exchange', 'dark-brand', 'simple']), name: z.string(), active: z.boolean() })),
});

/** `bourse theme use --json` and `bourse sites activate|create --json`: the site after the change. */
export const siteChangeJsonSchema = z.object({ site: siteJsonSchema, notified: z.boolean() });

const login = z.object({ email: z.string(), password: z.string() });
/** `bourse seed --json`: labels of the records created, updated (reset or completed) and kept. */
export const seedJsonSchema = z.object({
  sections: z.array(z.enum(['site', 'pages', 'faq', 'coins', 'posts', 'users'])),
  created: z.array(z.string()),
  updated: z.array(z.string()),
  kept: z.array(z.string()),
  logins: z.object({ admin: login, editor: login, trader: login }).partial(),
});

/** One account: editors (admin or editor role) and traders live in two collections. */
export const userJsonSchema = z.object({
  email: z.string(),
  role: z.enum(['admin', 'editor', 'trader']),
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  loginAttempts: z.number().int(),
  createdAt: z.string(),
});
export const usersJsonSchema = z.array(userJsonSchema);
/** `bourse user create --json`: `password` only when the CLI generated it. */
export const userCreatedJsonSchema = z.object({ user: userJsonSchema, password: z.string().optional() });

/** `bourse doctor --json`: every check; `ok` is false when one failed (exit 1). */
export const doctorJsonSchema = z.object({
  ok: z.boolean(),
  checks: z.array(z.object({ name: z.string(), status: z.enum(['ok', 'warn', 'fail']), detail: z.string(), fix: z.string().optional() })),
});

/** `bourse cache clear --json`: each process's outcome. */
export const cacheJsonSchema = z.array(
  z.object({
    process: z.enum(['cms', 'site']),
    cache: z.string(),
    url: z.string(),
    outcome: z.enum(['cleared', 'unreachable', 'refused', 'failed']),
    detail: z.string(),
  }),
);

/** `bourse mail list --json`. */
export const mailJsonSchema = z.array(
  z.object({ id: z.string(), sentAt: z.string(), to: z.string(), subject: z.string(), text: z.string() }).loose(),
);

/** `bourse migrate --json`. */
export const migrateJsonSchema = z.object({
  database: z.enum(['sqlite', 'postgres', 'mongodb']),
  applied: z.array(z.string()),
  total: z.number().int(),
});

/** `bourse export content --json`: where the content went and how many records of each collection. */
export const exportJsonSchema = z.object({
  dir: z.string(),
  database: z.string(),
  collections: z.array(z.object({ slug: z.string(), key: z.string(), records: z.number().int().nonnegative() })),
});

/** `bourse import content --json`: the records created and updated, as "<collection> <key>". */
export const importJsonSchema = z.object({ dir: z.string(), created: z.array(z.string()), updated: z.array(z.string()) });

/** `bourse ledger check --json`: `ok` when every balance equals the sum of its records. */
export const ledgerCheckJsonSchema = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  movements: z.number().int(),
  problems: z.array(
    z.object({
      accountId: z.number().int(),
      asset: z.string(),
      rule: z.enum(['total', 'locked', 'negative']),
      expected: z.string(),
      actual: z.string(),
    }),
  ),
  /** Forex (margin) accounts whose balance or margin their deals do not explain. */
  marginProblems: z.array(z.object({ accountId: z.number().int(), problem: z.string() })),
});

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Editors no longer use Payload's per-account lock (a stranger could lock any editor out); the
// login guard counts failures per account and address in memory instead, as for traders.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`editors\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`editors\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`editors\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`editors\` ADD \`lock_until\` text;`)
}

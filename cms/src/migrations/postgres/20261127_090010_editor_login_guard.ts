import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Editors no longer use Payload's per-account lock (a stranger could lock any editor out); the
// login guard counts failures per account and address in memory instead, as for traders.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "editors" DROP COLUMN "login_attempts";
  ALTER TABLE "editors" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "editors" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "editors" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_editors_language" AS ENUM('ru', 'en', 'de', 'es');
  ALTER TABLE "editors" ADD COLUMN "language" "enum_editors_language" DEFAULT 'en' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "editors" DROP COLUMN "language";
  DROP TYPE "public"."enum_editors_language";`)
}

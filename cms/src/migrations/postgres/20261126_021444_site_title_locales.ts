import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sites_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "sites_locales" ADD CONSTRAINT "sites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "sites_locales_locale_parent_id_unique" ON "sites_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "sites_locales" ("title", "description", "_locale", "_parent_id") SELECT "title", "description", 'en', "id" FROM "sites";
  ALTER TABLE "sites" DROP COLUMN "title";
  ALTER TABLE "sites" DROP COLUMN "description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "sites" ADD COLUMN "description" varchar;
  UPDATE "sites" SET "title" = COALESCE(l."title", ''), "description" = l."description" FROM "sites_locales" l WHERE l."_parent_id" = "sites"."id" AND l."_locale" = 'en';
  DROP TABLE "sites_locales" CASCADE;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { themeFieldsFromJson, type OldThemeRow } from '../theme-fields-data'

// Theme colours, spacing, radius and pages move from JSON columns to fields; each theme's values
// are carried over (theme-fields-data.ts), so an upgrade keeps what editors set.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  const old = (await db.execute(sql`SELECT id, colors, spacing, border_radius, pages FROM themes`)).rows as OldThemeRow[]
  await db.execute(sql`
   CREATE TYPE "public"."enum_themes_pages" AS ENUM('home', 'about', 'faq', 'contacts', 'contact', 'register', 'login', 'forgot-password', 'blog', 'news', 'research', 'vip', 'launchpad', 'insurance-fund', 'stock', 'terms', 'privacy', 'kyc', 'risk-disclosure', 'refund-policy', 'aml', 'cookies', 'legal/withdrawal', 'legal/agreement', 'legal/risk', 'legal/aml', 'legal/conflict');
  CREATE TYPE "public"."enum_themes_spacing_gutter" AS ENUM('12px', '16px', '20px', '24px', '28px', '32px', '40px');
  CREATE TYPE "public"."enum_themes_spacing_section" AS ENUM('32px', '40px', '48px', '56px', '64px', '72px', '80px', '96px', '120px');
  CREATE TYPE "public"."enum_themes_spacing_content" AS ENUM('960px', '1040px', '1080px', '1120px', '1160px', '1200px', '1280px', '1360px', '1440px');
  CREATE TYPE "public"."enum_themes_border_radius_base" AS ENUM('0px', '2px', '4px', '6px', '8px', '10px', '12px', '16px', '20px', '24px');
  CREATE TYPE "public"."enum_themes_border_radius_button" AS ENUM('0px', '2px', '4px', '6px', '8px', '10px', '12px', '16px', '20px', '24px', '999px');
  CREATE TYPE "public"."enum_themes_border_radius_card" AS ENUM('0px', '2px', '4px', '6px', '8px', '10px', '12px', '16px', '20px', '24px', '32px');
  CREATE TABLE "themes_colors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "themes_pages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_themes_pages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "themes" ADD COLUMN "spacing_gutter" "enum_themes_spacing_gutter";
  ALTER TABLE "themes" ADD COLUMN "spacing_section" "enum_themes_spacing_section";
  ALTER TABLE "themes" ADD COLUMN "spacing_content" "enum_themes_spacing_content";
  ALTER TABLE "themes" ADD COLUMN "border_radius_base" "enum_themes_border_radius_base";
  ALTER TABLE "themes" ADD COLUMN "border_radius_button" "enum_themes_border_radius_button";
  ALTER TABLE "themes" ADD COLUMN "border_radius_card" "enum_themes_border_radius_card";
  ALTER TABLE "themes_colors" ADD CONSTRAINT "themes_colors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "themes_pages" ADD CONSTRAINT "themes_pages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "themes_colors_order_idx" ON "themes_colors" USING btree ("_order");
  CREATE INDEX "themes_colors_parent_id_idx" ON "themes_colors" USING btree ("_parent_id");
  CREATE INDEX "themes_pages_order_idx" ON "themes_pages" USING btree ("order");
  CREATE INDEX "themes_pages_parent_idx" ON "themes_pages" USING btree ("parent_id");
  ALTER TABLE "themes" DROP COLUMN "colors";
  ALTER TABLE "themes" DROP COLUMN "spacing";
  ALTER TABLE "themes" DROP COLUMN "border_radius";
  ALTER TABLE "themes" DROP COLUMN "pages";
  ALTER TABLE "traders" DROP COLUMN "login_attempts";
  ALTER TABLE "traders" DROP COLUMN "lock_until";`)
  for (const row of old) {
    const fields = themeFieldsFromJson(row)
    for (const [order, colour] of fields.colors.entries()) {
      await db.execute(sql`INSERT INTO "themes_colors" ("_order", "_parent_id", "id", "token", "value") VALUES (${order + 1}, ${row.id}, ${colour.id}, ${colour.token}, ${colour.value})`)
    }
    for (const [order, page] of fields.pages.entries()) {
      await db.execute(sql`INSERT INTO "themes_pages" ("order", "parent_id", "value") VALUES (${order + 1}, ${row.id}, ${page})`)
    }
    const { spacing: s, borderRadius: r } = fields
    await db.execute(sql`UPDATE "themes" SET "spacing_gutter" = ${s.gutter}, "spacing_section" = ${s.section}, "spacing_content" = ${s.content}, "border_radius_base" = ${r.base}, "border_radius_button" = ${r.button}, "border_radius_card" = ${r.card} WHERE "id" = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "themes_colors" CASCADE;
  DROP TABLE "themes_pages" CASCADE;
  ALTER TABLE "themes" ADD COLUMN "colors" jsonb NOT NULL;
  ALTER TABLE "themes" ADD COLUMN "spacing" jsonb;
  ALTER TABLE "themes" ADD COLUMN "border_radius" jsonb;
  ALTER TABLE "themes" ADD COLUMN "pages" jsonb NOT NULL;
  ALTER TABLE "traders" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "traders" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "themes" DROP COLUMN "spacing_gutter";
  ALTER TABLE "themes" DROP COLUMN "spacing_section";
  ALTER TABLE "themes" DROP COLUMN "spacing_content";
  ALTER TABLE "themes" DROP COLUMN "border_radius_base";
  ALTER TABLE "themes" DROP COLUMN "border_radius_button";
  ALTER TABLE "themes" DROP COLUMN "border_radius_card";
  DROP TYPE "public"."enum_themes_pages";
  DROP TYPE "public"."enum_themes_spacing_gutter";
  DROP TYPE "public"."enum_themes_spacing_section";
  DROP TYPE "public"."enum_themes_spacing_content";
  DROP TYPE "public"."enum_themes_border_radius_base";
  DROP TYPE "public"."enum_themes_border_radius_button";
  DROP TYPE "public"."enum_themes_border_radius_card";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { themeFieldsFromJson, type OldThemeRow } from '../theme-fields-data'

// Theme colours, spacing, radius and pages move from JSON columns to fields; each theme's values
// are carried over (theme-fields-data.ts), so an upgrade keeps what editors set.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  const old = await db.all<OldThemeRow>(sql`SELECT id, colors, spacing, border_radius, pages FROM themes`)
  await db.run(sql`CREATE TABLE \`themes_colors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`token\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`themes_colors_order_idx\` ON \`themes_colors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`themes_colors_parent_id_idx\` ON \`themes_colors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`themes_pages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`themes_pages_order_idx\` ON \`themes_pages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`themes_pages_parent_idx\` ON \`themes_pages\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`themes\` ADD \`spacing_gutter\` text;`)
  await db.run(sql`ALTER TABLE \`themes\` ADD \`spacing_section\` text;`)
  await db.run(sql`ALTER TABLE \`themes\` ADD \`spacing_content\` text;`)
  await db.run(sql`ALTER TABLE \`themes\` ADD \`border_radius_base\` text;`)
  await db.run(sql`ALTER TABLE \`themes\` ADD \`border_radius_button\` text;`)
  await db.run(sql`ALTER TABLE \`themes\` ADD \`border_radius_card\` text;`)
  await db.run(sql`ALTER TABLE \`themes\` DROP COLUMN \`colors\`;`)
  await db.run(sql`ALTER TABLE \`themes\` DROP COLUMN \`spacing\`;`)
  await db.run(sql`ALTER TABLE \`themes\` DROP COLUMN \`border_radius\`;`)
  await db.run(sql`ALTER TABLE \`themes\` DROP COLUMN \`pages\`;`)
  await db.run(sql`ALTER TABLE \`traders\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`traders\` DROP COLUMN \`lock_until\`;`)
  for (const row of old) {
    const fields = themeFieldsFromJson(row)
    for (const [order, colour] of fields.colors.entries()) {
      await db.run(sql`INSERT INTO themes_colors (_order, _parent_id, id, token, value) VALUES (${order + 1}, ${row.id}, ${colour.id}, ${colour.token}, ${colour.value})`)
    }
    for (const [order, page] of fields.pages.entries()) {
      await db.run(sql`INSERT INTO themes_pages (\`order\`, parent_id, value) VALUES (${order + 1}, ${row.id}, ${page})`)
    }
    const { spacing: s, borderRadius: r } = fields
    await db.run(sql`UPDATE themes SET spacing_gutter = ${s.gutter}, spacing_section = ${s.section}, spacing_content = ${s.content}, border_radius_base = ${r.base}, border_radius_button = ${r.button}, border_radius_card = ${r.card} WHERE id = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`themes_colors\`;`)
  await db.run(sql`DROP TABLE \`themes_pages\`;`)
  await db.run(sql`ALTER TABLE \`themes\` ADD \`colors\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`themes\` ADD \`spacing\` text;`)
  await db.run(sql`ALTER TABLE \`themes\` ADD \`border_radius\` text;`)
  await db.run(sql`ALTER TABLE \`themes\` ADD \`pages\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`themes\` DROP COLUMN \`spacing_gutter\`;`)
  await db.run(sql`ALTER TABLE \`themes\` DROP COLUMN \`spacing_section\`;`)
  await db.run(sql`ALTER TABLE \`themes\` DROP COLUMN \`spacing_content\`;`)
  await db.run(sql`ALTER TABLE \`themes\` DROP COLUMN \`border_radius_base\`;`)
  await db.run(sql`ALTER TABLE \`themes\` DROP COLUMN \`border_radius_button\`;`)
  await db.run(sql`ALTER TABLE \`themes\` DROP COLUMN \`border_radius_card\`;`)
  await db.run(sql`ALTER TABLE \`traders\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`traders\` ADD \`lock_until\` text;`)
}

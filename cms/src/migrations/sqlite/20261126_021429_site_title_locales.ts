import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_locales_locale_parent_id_unique\` ON \`sites_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Each site keeps its title and description, as its English (default language) text.
  await db.run(sql`INSERT INTO \`sites_locales\` (\`title\`, \`description\`, \`_locale\`, \`_parent_id\`) SELECT \`title\`, \`description\`, 'en', \`id\` FROM \`sites\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Back to one title and description per site: the English ones.
  await db.run(sql`ALTER TABLE \`sites\` ADD \`title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`description\` text;`)
  await db.run(sql`UPDATE \`sites\` SET \`title\` = COALESCE((SELECT \`title\` FROM \`sites_locales\` WHERE \`_parent_id\` = \`sites\`.\`id\` AND \`_locale\` = 'en'), ''), \`description\` = (SELECT \`description\` FROM \`sites_locales\` WHERE \`_parent_id\` = \`sites\`.\`id\` AND \`_locale\` = 'en');`)
  await db.run(sql`DROP TABLE \`sites_locales\`;`)
}

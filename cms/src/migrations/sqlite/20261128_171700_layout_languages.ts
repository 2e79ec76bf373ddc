import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { readBeforeSchema, writeAfterSchema } from '../layout-languages'
import { sqliteMigrationDb } from '../layout-languages/sqlite-db'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // One block structure per page with each language's words inside it, a status per language, the
  // cabinet's other colour scheme on theme records (layout-languages/: read first, written after).
  const data = sqliteMigrationDb(db)
  const before = await readBeforeSchema(data)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_features_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_features_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_features_items_locales_locale_parent_id_unique\` ON \`pages_blocks_features_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_features_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_features_locales_locale_parent_id_unique\` ON \`pages_blocks_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_services_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`href\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_services_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_services_items_locales_locale_parent_id_unique\` ON \`pages_blocks_services_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_services_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_services_locales_locale_parent_id_unique\` ON \`pages_blocks_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_stats_items_locales_locale_parent_id_unique\` ON \`pages_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_steps_items_locales_locale_parent_id_unique\` ON \`pages_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_steps_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_steps_locales_locale_parent_id_unique\` ON \`pages_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_list_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_faq_list_locales_locale_parent_id_unique\` ON \`pages_blocks_faq_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_rich_text_locales_locale_parent_id_unique\` ON \`pages_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cta_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`button_href\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cta_locales_locale_parent_id_unique\` ON \`pages_blocks_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_app_section_bullets_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_app_section_bullets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_app_section_bullets_locales_locale_parent_id_un\` ON \`pages_blocks_app_section_bullets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_app_section_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_app_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_app_section_locales_locale_parent_id_unique\` ON \`pages_blocks_app_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_columns_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_table_columns_locales_locale_parent_id_unique\` ON \`pages_blocks_table_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_rows_cells_locales\` (
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table_rows_cells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_table_rows_cells_locales_locale_parent_id_uniqu\` ON \`pages_blocks_table_rows_cells_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_table_locales_locale_parent_id_unique\` ON \`pages_blocks_table_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_groups_groups_items_locales\` (
  	\`label\` text,
  	\`href\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_groups_groups_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_groups_groups_items_locales_locale_pare\` ON \`pages_blocks_product_groups_groups_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_groups_groups_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_groups_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_groups_groups_locales_locale_parent_id_\` ON \`pages_blocks_product_groups_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_risk_warning_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_risk_warning\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_risk_warning_locales_locale_parent_id_unique\` ON \`pages_blocks_risk_warning_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_widget_locales\` (
  	\`heading\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_widget\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_widget_locales_locale_parent_id_unique\` ON \`pages_blocks_widget_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feed_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feed\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feed_locales_locale_parent_id_unique\` ON \`pages_blocks_feed_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_features_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_features_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_features_items_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_features_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_features_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_features_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_services_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`href\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_services_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_services_items_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_services_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_services_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_services_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_stats_items_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_steps_items_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_list_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_faq_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_faq_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cta_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`button_href\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cta_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_app_section_bullets_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_app_section_bullets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_app_section_bullets_locales_locale_parent_id\` ON \`_pages_v_blocks_app_section_bullets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_app_section_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_app_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_app_section_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_app_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_columns_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_table_columns_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_table_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_rows_cells_locales\` (
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table_rows_cells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_table_rows_cells_locales_locale_parent_id_un\` ON \`_pages_v_blocks_table_rows_cells_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_table_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_table_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_groups_groups_items_locales\` (
  	\`label\` text,
  	\`href\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_groups_groups_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_groups_groups_items_locales_locale_p\` ON \`_pages_v_blocks_product_groups_groups_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_groups_groups_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_groups_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_groups_groups_locales_locale_parent_\` ON \`_pages_v_blocks_product_groups_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_risk_warning_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_risk_warning\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_risk_warning_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_risk_warning_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_widget_locales\` (
  	\`heading\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_widget\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_widget_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_widget_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feed_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feed\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_feed_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_feed_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`themes_scheme_colors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`token\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`themes_scheme_colors_order_idx\` ON \`themes_scheme_colors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`themes_scheme_colors_parent_id_idx\` ON \`themes_scheme_colors\` (\`_parent_id\`);`)
  await db.run(sql`DROP INDEX \`pages_blocks_hero_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`subheading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`cta_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`cta_href\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_features_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_features_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features\` DROP COLUMN \`intro\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_services_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services_items\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services_items\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_services_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services\` DROP COLUMN \`heading\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_stats_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_items\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_items\` DROP COLUMN \`label\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_stats_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_steps_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_steps_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` DROP COLUMN \`heading\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_faq_list_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_list\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_list\` DROP COLUMN \`heading\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_rich_text_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` DROP COLUMN \`content\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_cta_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` DROP COLUMN \`button_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` DROP COLUMN \`button_href\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_app_section_bullets_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_app_section_bullets\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_app_section_bullets\` DROP COLUMN \`text\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_app_section_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_app_section\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_app_section\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_app_section\` DROP COLUMN \`text\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_table_columns_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table_columns\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table_columns\` DROP COLUMN \`label\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_table_rows_cells_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table_rows_cells\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table_rows_cells\` DROP COLUMN \`value\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_table_rows_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table_rows\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_table_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table\` DROP COLUMN \`heading\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_product_groups_groups_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups_items\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups_items\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups_items\` DROP COLUMN \`description\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_product_groups_groups_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups\` DROP COLUMN \`title\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_product_groups_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_risk_warning_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_risk_warning\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_risk_warning\` DROP COLUMN \`text\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_widget_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_widget\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_widget\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_widget\` DROP COLUMN \`note\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_feed_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feed\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feed\` DROP COLUMN \`heading\`;`)
  await db.run(sql`DROP INDEX \`pages__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_hero_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`subheading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`cta_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`cta_href\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_features_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_features_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features\` DROP COLUMN \`intro\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_services_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services_items\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services_items\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_services_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services\` DROP COLUMN \`heading\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_stats_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_items\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_items\` DROP COLUMN \`label\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_stats_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_steps_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_steps_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` DROP COLUMN \`heading\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_faq_list_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_list\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_list\` DROP COLUMN \`heading\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_rich_text_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` DROP COLUMN \`content\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_cta_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` DROP COLUMN \`button_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` DROP COLUMN \`button_href\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_app_section_bullets_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_app_section_bullets\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_app_section_bullets\` DROP COLUMN \`text\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_app_section_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_app_section\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_app_section\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_app_section\` DROP COLUMN \`text\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_table_columns_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table_columns\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table_columns\` DROP COLUMN \`label\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_table_rows_cells_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table_rows_cells\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table_rows_cells\` DROP COLUMN \`value\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_table_rows_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table_rows\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_table_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table\` DROP COLUMN \`heading\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_product_groups_groups_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups_items\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups_items\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups_items\` DROP COLUMN \`description\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_product_groups_groups_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups\` DROP COLUMN \`title\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_product_groups_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_risk_warning_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_risk_warning\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_risk_warning\` DROP COLUMN \`text\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_widget_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_widget\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_widget\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_widget\` DROP COLUMN \`note\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_feed_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feed\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feed\` DROP COLUMN \`heading\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`DROP INDEX \`posts__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_version__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`DROP INDEX \`news__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`DROP INDEX \`research__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`research\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_research_v_version_version__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_research_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`research_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`research__status_idx\` ON \`research_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_research_v_locales\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version__status_idx\` ON \`_research_v_locales\` (\`version__status\`,\`_locale\`);`)
  await writeAfterSchema(data, before, (message) => payload.logger.info(message))
}

// The schema only: each language's copy of a layout is not made again from the shared structure.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_features_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_features_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_services_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_services_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_app_section_bullets_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_app_section_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_rows_cells_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_groups_groups_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_groups_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_risk_warning_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_widget_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feed_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_features_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_services_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_services_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_app_section_bullets_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_app_section_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_rows_cells_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_groups_groups_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_groups_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_risk_warning_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_widget_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feed_locales\`;`)
  await db.run(sql`DROP TABLE \`themes_scheme_colors\`;`)
  await db.run(sql`DROP INDEX \`pages__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`DROP INDEX \`posts__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_version__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`DROP INDEX \`news__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`news_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`DROP INDEX \`research__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`research_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_research_v_version_version__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_research_v_locales\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`subheading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`cta_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`cta_href\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features_items\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features_items\` ADD \`text\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_items_locale_idx\` ON \`pages_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features\` ADD \`intro\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_locale_idx\` ON \`pages_blocks_features\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services_items\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services_items\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services_items\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services_items\` ADD \`link_label\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_services_items_locale_idx\` ON \`pages_blocks_services_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_services\` ADD \`heading\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_services_locale_idx\` ON \`pages_blocks_services\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_items\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_items\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_items\` ADD \`label\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_locale_idx\` ON \`pages_blocks_stats_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_locale_idx\` ON \`pages_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps_items\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps_items\` ADD \`text\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_items_locale_idx\` ON \`pages_blocks_steps_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` ADD \`heading\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_locale_idx\` ON \`pages_blocks_steps\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_list\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_list\` ADD \`heading\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_locale_idx\` ON \`pages_blocks_faq_list\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` ADD \`content\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_locale_idx\` ON \`pages_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` ADD \`button_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` ADD \`button_href\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_locale_idx\` ON \`pages_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_app_section_bullets\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_app_section_bullets\` ADD \`text\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_app_section_bullets_locale_idx\` ON \`pages_blocks_app_section_bullets\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_app_section\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_app_section\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_app_section\` ADD \`text\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_app_section_locale_idx\` ON \`pages_blocks_app_section\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table_columns\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table_columns\` ADD \`label\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_locale_idx\` ON \`pages_blocks_table_columns\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table_rows_cells\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table_rows_cells\` ADD \`value\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_cells_locale_idx\` ON \`pages_blocks_table_rows_cells\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table_rows\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_locale_idx\` ON \`pages_blocks_table_rows\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_table\` ADD \`heading\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_locale_idx\` ON \`pages_blocks_table\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups_items\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups_items\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups_items\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups_items\` ADD \`description\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_groups_groups_items_locale_idx\` ON \`pages_blocks_product_groups_groups_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups_groups\` ADD \`title\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_groups_groups_locale_idx\` ON \`pages_blocks_product_groups_groups\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_groups\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_groups_locale_idx\` ON \`pages_blocks_product_groups\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_risk_warning\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_risk_warning\` ADD \`text\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_risk_warning_locale_idx\` ON \`pages_blocks_risk_warning\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_widget\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_widget\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_widget\` ADD \`note\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_widget_locale_idx\` ON \`pages_blocks_widget\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feed\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feed\` ADD \`heading\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_locale_idx\` ON \`pages_blocks_feed\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`subheading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`cta_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`cta_href\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_locale_idx\` ON \`_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features_items\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features_items\` ADD \`text\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_items_locale_idx\` ON \`_pages_v_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features\` ADD \`intro\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_locale_idx\` ON \`_pages_v_blocks_features\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services_items\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services_items\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services_items\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services_items\` ADD \`link_label\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_services_items_locale_idx\` ON \`_pages_v_blocks_services_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_services\` ADD \`heading\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_services_locale_idx\` ON \`_pages_v_blocks_services\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_items\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_items\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_items\` ADD \`label\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_locale_idx\` ON \`_pages_v_blocks_stats_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_locale_idx\` ON \`_pages_v_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps_items\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps_items\` ADD \`text\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_items_locale_idx\` ON \`_pages_v_blocks_steps_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` ADD \`heading\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_locale_idx\` ON \`_pages_v_blocks_steps\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_list\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_list\` ADD \`heading\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_locale_idx\` ON \`_pages_v_blocks_faq_list\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` ADD \`content\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_locale_idx\` ON \`_pages_v_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` ADD \`button_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` ADD \`button_href\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_locale_idx\` ON \`_pages_v_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_app_section_bullets\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_app_section_bullets\` ADD \`text\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_app_section_bullets_locale_idx\` ON \`_pages_v_blocks_app_section_bullets\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_app_section\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_app_section\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_app_section\` ADD \`text\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_app_section_locale_idx\` ON \`_pages_v_blocks_app_section\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table_columns\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table_columns\` ADD \`label\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_columns_locale_idx\` ON \`_pages_v_blocks_table_columns\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table_rows_cells\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table_rows_cells\` ADD \`value\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_cells_locale_idx\` ON \`_pages_v_blocks_table_rows_cells\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table_rows\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_locale_idx\` ON \`_pages_v_blocks_table_rows\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_table\` ADD \`heading\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_locale_idx\` ON \`_pages_v_blocks_table\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups_items\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups_items\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups_items\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups_items\` ADD \`description\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_groups_groups_items_locale_idx\` ON \`_pages_v_blocks_product_groups_groups_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups_groups\` ADD \`title\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_groups_groups_locale_idx\` ON \`_pages_v_blocks_product_groups_groups\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_groups\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_groups_locale_idx\` ON \`_pages_v_blocks_product_groups\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_risk_warning\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_risk_warning\` ADD \`text\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_risk_warning_locale_idx\` ON \`_pages_v_blocks_risk_warning\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_widget\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_widget\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_widget\` ADD \`note\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_widget_locale_idx\` ON \`_pages_v_blocks_widget\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feed\` ADD \`_locale\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feed\` ADD \`heading\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_locale_idx\` ON \`_pages_v_blocks_feed\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`ALTER TABLE \`research\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`research__status_idx\` ON \`research\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_research_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version__status_idx\` ON \`_research_v\` (\`version__status\`);`)
}

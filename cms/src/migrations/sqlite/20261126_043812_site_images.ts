import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { linkTypedImage } from '../site-images-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` ADD \`logo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`social_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`sites_logo_image_idx\` ON \`sites\` (\`logo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_social_image_idx\` ON \`sites\` (\`social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_features_items\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_items_image_idx\` ON \`pages_blocks_features_items\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_features_items\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_items_image_idx\` ON \`_pages_v_blocks_features_items\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`research\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`research_image_idx\` ON \`research\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_research_v\` ADD \`version_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_image_idx\` ON \`_research_v\` (\`version_image_id\`);`)
  await db.run(sql`ALTER TABLE \`coins\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`coins_logo_idx\` ON \`coins\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_avif_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_avif_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_avif_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_avif_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_avif_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_avif_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_avif_sizes_card_avif_filename_idx\` ON \`media\` (\`sizes_card_avif_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_avif_sizes_hero_avif_filename_idx\` ON \`media\` (\`sizes_hero_avif_filename\`);`)
  // A logo or social picture typed as the address of a file in this CMS's own media library becomes
  // that image; other addresses stay as they are (the site keeps using them until an image is chosen).
  await db.run(sql.raw(linkTypedImage('logo', 'logo_image_id')))
  await db.run(sql.raw(linkTypedImage('thumbnail', 'social_image_id')))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`logo\` text,
  	\`thumbnail\` text,
  	\`theme\` text DEFAULT 'exchange' NOT NULL,
  	\`is_default\` integer DEFAULT false,
  	\`is_active\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sites\`("id", "name", "url", "logo", "thumbnail", "theme", "is_default", "is_active", "updated_at", "created_at") SELECT "id", "name", "url", "logo", "thumbnail", "theme", "is_default", "is_active", "updated_at", "created_at" FROM \`sites\`;`)
  await db.run(sql`DROP TABLE \`sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_sites\` RENAME TO \`sites\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`sites_is_active_idx\` ON \`sites\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`sites_updated_at_idx\` ON \`sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sites_created_at_idx\` ON \`sites\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "_locale", "id", "anchor", "heading", "subheading", "cta_label", "cta_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "anchor", "heading", "subheading", "cta_label", "cta_href", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_features_items\`("_order", "_parent_id", "_locale", "id", "title", "text", "icon") SELECT "_order", "_parent_id", "_locale", "id", "title", "text", "icon" FROM \`pages_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_features_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_features_items\` RENAME TO \`pages_blocks_features_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_items_order_idx\` ON \`pages_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_items_parent_id_idx\` ON \`pages_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_items_locale_idx\` ON \`pages_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "_locale", "id", "anchor", "heading", "subheading", "cta_label", "cta_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "anchor", "heading", "subheading", "cta_label", "cta_href", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_locale_idx\` ON \`_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_features_items\`("_order", "_parent_id", "_locale", "id", "title", "text", "icon", "_uuid") SELECT "_order", "_parent_id", "_locale", "id", "title", "text", "icon", "_uuid" FROM \`_pages_v_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_features_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_features_items\` RENAME TO \`_pages_v_blocks_features_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_items_order_idx\` ON \`_pages_v_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_items_parent_id_idx\` ON \`_pages_v_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_items_locale_idx\` ON \`_pages_v_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_research\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`file_id\` integer,
  	\`file_size\` numeric,
  	\`author\` text,
  	\`category\` text,
  	\`published_at\` text,
  	\`seo_image_id\` integer,
  	\`seo_noindex\` integer DEFAULT false,
  	\`seo_canonical\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_research\`("id", "slug", "file_id", "file_size", "author", "category", "published_at", "seo_image_id", "seo_noindex", "seo_canonical", "updated_at", "created_at", "_status") SELECT "id", "slug", "file_id", "file_size", "author", "category", "published_at", "seo_image_id", "seo_noindex", "seo_canonical", "updated_at", "created_at", "_status" FROM \`research\`;`)
  await db.run(sql`DROP TABLE \`research\`;`)
  await db.run(sql`ALTER TABLE \`__new_research\` RENAME TO \`research\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`research_slug_idx\` ON \`research\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`research_file_idx\` ON \`research\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`research_published_at_idx\` ON \`research\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`research_seo_seo_image_idx\` ON \`research\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`research_updated_at_idx\` ON \`research\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`research_created_at_idx\` ON \`research\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`research__status_idx\` ON \`research\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__research_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_file_id\` integer,
  	\`version_file_size\` numeric,
  	\`version_author\` text,
  	\`version_category\` text,
  	\`version_published_at\` text,
  	\`version_seo_image_id\` integer,
  	\`version_seo_noindex\` integer DEFAULT false,
  	\`version_seo_canonical\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`research\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__research_v\`("id", "parent_id", "version_slug", "version_file_id", "version_file_size", "version_author", "version_category", "version_published_at", "version_seo_image_id", "version_seo_noindex", "version_seo_canonical", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_file_id", "version_file_size", "version_author", "version_category", "version_published_at", "version_seo_image_id", "version_seo_noindex", "version_seo_canonical", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_research_v\`;`)
  await db.run(sql`DROP TABLE \`_research_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__research_v\` RENAME TO \`_research_v\`;`)
  await db.run(sql`CREATE INDEX \`_research_v_parent_idx\` ON \`_research_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_slug_idx\` ON \`_research_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_file_idx\` ON \`_research_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_published_at_idx\` ON \`_research_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_seo_version_seo_image_idx\` ON \`_research_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_updated_at_idx\` ON \`_research_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_created_at_idx\` ON \`_research_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version__status_idx\` ON \`_research_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_created_at_idx\` ON \`_research_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_updated_at_idx\` ON \`_research_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_snapshot_idx\` ON \`_research_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_published_locale_idx\` ON \`_research_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_latest_idx\` ON \`_research_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_autosave_idx\` ON \`_research_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_coins\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`symbol\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`rank\` numeric NOT NULL,
  	\`market_cap\` text NOT NULL,
  	\`volume24h\` text,
  	\`circulating_supply\` text,
  	\`total_supply\` text,
  	\`dominance\` numeric,
  	\`website\` text,
  	\`whitepaper\` text,
  	\`explorer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_coins\`("id", "symbol", "name", "rank", "market_cap", "volume24h", "circulating_supply", "total_supply", "dominance", "website", "whitepaper", "explorer", "updated_at", "created_at") SELECT "id", "symbol", "name", "rank", "market_cap", "volume24h", "circulating_supply", "total_supply", "dominance", "website", "whitepaper", "explorer", "updated_at", "created_at" FROM \`coins\`;`)
  await db.run(sql`DROP TABLE \`coins\`;`)
  await db.run(sql`ALTER TABLE \`__new_coins\` RENAME TO \`coins\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`coins_symbol_idx\` ON \`coins\` (\`symbol\`);`)
  await db.run(sql`CREATE INDEX \`coins_updated_at_idx\` ON \`coins\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coins_created_at_idx\` ON \`coins\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`media_sizes_card_avif_sizes_card_avif_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_hero_avif_sizes_hero_avif_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_avif_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_avif_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_avif_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_avif_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_avif_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_avif_filename\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`verification_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`trader_id\` integer NOT NULL,
  	\`reason\` text,
  	\`documents_address_id\` integer NOT NULL,
  	\`documents_passport_id\` integer NOT NULL,
  	\`documents_selfie_id\` integer NOT NULL,
  	\`reviewed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`trader_id\`) REFERENCES \`traders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_address_id\`) REFERENCES \`kyc_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_passport_id\`) REFERENCES \`kyc_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_selfie_id\`) REFERENCES \`kyc_documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`verification_requests_trader_idx\` ON \`verification_requests\` (\`trader_id\`);`)
  await db.run(sql`CREATE INDEX \`verification_requests_documents_documents_address_idx\` ON \`verification_requests\` (\`documents_address_id\`);`)
  await db.run(sql`CREATE INDEX \`verification_requests_documents_documents_passport_idx\` ON \`verification_requests\` (\`documents_passport_id\`);`)
  await db.run(sql`CREATE INDEX \`verification_requests_documents_documents_selfie_idx\` ON \`verification_requests\` (\`documents_selfie_id\`);`)
  await db.run(sql`CREATE INDEX \`verification_requests_updated_at_idx\` ON \`verification_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`verification_requests_created_at_idx\` ON \`verification_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`kyc_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`trader_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`original_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`trader_id\`) REFERENCES \`traders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`kyc_documents_trader_idx\` ON \`kyc_documents\` (\`trader_id\`);`)
  await db.run(sql`CREATE INDEX \`kyc_documents_updated_at_idx\` ON \`kyc_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`kyc_documents_created_at_idx\` ON \`kyc_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`kyc_documents_filename_idx\` ON \`kyc_documents\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`traders\` ADD \`verification_level\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`traders\` ADD \`plus_status\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`traders\` ADD \`plus_reason\` text;`)
  await db.run(sql`ALTER TABLE \`traders\` ADD \`phone_code_hash\` text;`)
  await db.run(sql`ALTER TABLE \`traders\` ADD \`phone_code_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`traders\` ADD \`phone_code_for\` text;`)
  await db.run(sql`ALTER TABLE \`traders\` ADD \`phone_code_attempts\` numeric;`)
  await db.run(sql`CREATE INDEX \`traders_verification_level_idx\` ON \`traders\` (\`verification_level\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`verification_requests_id\` integer REFERENCES verification_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`kyc_documents_id\` integer REFERENCES kyc_documents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kyc_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`kyc_documents_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`verification_requests\`;`)
  await db.run(sql`DROP TABLE \`kyc_documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`news_id\` integer,
  	\`research_id\` integer,
  	\`faq_id\` integer,
  	\`media_id\` integer,
  	\`sites_id\` integer,
  	\`themes_id\` integer,
  	\`coins_id\` integer,
  	\`editors_id\` integer,
  	\`traders_id\` integer,
  	\`support_requests_id\` integer,
  	\`trading_accounts_id\` integer,
  	\`trading_balances_id\` integer,
  	\`trading_orders_id\` integer,
  	\`trading_fills_id\` integer,
  	\`trading_movements_id\` integer,
  	\`trading_transfers_id\` integer,
  	\`trading_addresses_id\` integer,
  	\`trading_alerts_id\` integer,
  	\`trading_cursors_id\` integer,
  	\`trading_api_keys_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_id\`) REFERENCES \`research\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`themes_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coins_id\`) REFERENCES \`coins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`traders_id\`) REFERENCES \`traders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_requests_id\`) REFERENCES \`support_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_accounts_id\`) REFERENCES \`trading_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_balances_id\`) REFERENCES \`trading_balances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_orders_id\`) REFERENCES \`trading_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_fills_id\`) REFERENCES \`trading_fills\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_movements_id\`) REFERENCES \`trading_movements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_transfers_id\`) REFERENCES \`trading_transfers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_addresses_id\`) REFERENCES \`trading_addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_alerts_id\`) REFERENCES \`trading_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_cursors_id\`) REFERENCES \`trading_cursors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_api_keys_id\`) REFERENCES \`trading_api_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "news_id", "research_id", "faq_id", "media_id", "sites_id", "themes_id", "coins_id", "editors_id", "traders_id", "support_requests_id", "trading_accounts_id", "trading_balances_id", "trading_orders_id", "trading_fills_id", "trading_movements_id", "trading_transfers_id", "trading_addresses_id", "trading_alerts_id", "trading_cursors_id", "trading_api_keys_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "news_id", "research_id", "faq_id", "media_id", "sites_id", "themes_id", "coins_id", "editors_id", "traders_id", "support_requests_id", "trading_accounts_id", "trading_balances_id", "trading_orders_id", "trading_fills_id", "trading_movements_id", "trading_transfers_id", "trading_addresses_id", "trading_alerts_id", "trading_cursors_id", "trading_api_keys_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_id_idx\` ON \`payload_locked_documents_rels\` (\`research_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_themes_id_idx\` ON \`payload_locked_documents_rels\` (\`themes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coins_id_idx\` ON \`payload_locked_documents_rels\` (\`coins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_traders_id_idx\` ON \`payload_locked_documents_rels\` (\`traders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_balances_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_balances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_fills_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_fills_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_movements_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_movements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_transfers_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_transfers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_cursors_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_cursors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_api_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_api_keys_id\`);`)
  await db.run(sql`DROP INDEX \`traders_verification_level_idx\`;`)
  await db.run(sql`ALTER TABLE \`traders\` DROP COLUMN \`verification_level\`;`)
  await db.run(sql`ALTER TABLE \`traders\` DROP COLUMN \`plus_status\`;`)
  await db.run(sql`ALTER TABLE \`traders\` DROP COLUMN \`plus_reason\`;`)
  await db.run(sql`ALTER TABLE \`traders\` DROP COLUMN \`phone_code_hash\`;`)
  await db.run(sql`ALTER TABLE \`traders\` DROP COLUMN \`phone_code_expires_at\`;`)
  await db.run(sql`ALTER TABLE \`traders\` DROP COLUMN \`phone_code_for\`;`)
  await db.run(sql`ALTER TABLE \`traders\` DROP COLUMN \`phone_code_attempts\`;`)
}

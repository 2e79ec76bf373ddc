import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`trading_margin_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`trader_id\` integer NOT NULL,
  	\`account_number\` text NOT NULL,
  	\`currency\` text DEFAULT 'USD' NOT NULL,
  	\`balance\` text DEFAULT '0.00' NOT NULL,
  	\`max_leverage\` numeric DEFAULT 500 NOT NULL,
  	\`margin_call\` integer DEFAULT false,
  	\`next_ticket\` numeric DEFAULT 1 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`trader_id\`) REFERENCES \`traders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_margin_accounts_trader_idx\` ON \`trading_margin_accounts\` (\`trader_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_margin_accounts_updated_at_idx\` ON \`trading_margin_accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_margin_accounts_created_at_idx\` ON \`trading_margin_accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`trader_idx\` ON \`trading_margin_accounts\` (\`trader_id\`);`)
  await db.run(sql`CREATE TABLE \`trading_margin_positions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`ticket\` numeric NOT NULL,
  	\`symbol\` text NOT NULL,
  	\`side\` text NOT NULL,
  	\`units\` text NOT NULL,
  	\`open_price\` text NOT NULL,
  	\`open_time\` numeric,
  	\`leverage\` numeric NOT NULL,
  	\`margin\` text DEFAULT '0.00' NOT NULL,
  	\`stop_loss\` text,
  	\`take_profit\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`trading_margin_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_margin_positions_account_idx\` ON \`trading_margin_positions\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_margin_positions_updated_at_idx\` ON \`trading_margin_positions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_margin_positions_created_at_idx\` ON \`trading_margin_positions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_ticket_idx\` ON \`trading_margin_positions\` (\`account_id\`,\`ticket\`);`)
  await db.run(sql`CREATE INDEX \`symbol_idx\` ON \`trading_margin_positions\` (\`symbol\`);`)
  await db.run(sql`CREATE TABLE \`trading_margin_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`request_id\` text NOT NULL,
  	\`ticket\` numeric NOT NULL,
  	\`symbol\` text NOT NULL,
  	\`side\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`price\` text,
  	\`units\` text NOT NULL,
  	\`leverage\` numeric NOT NULL,
  	\`stop_loss\` text,
  	\`take_profit\` text,
  	\`status\` text NOT NULL,
  	\`placed_time\` numeric,
  	\`done_time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`trading_margin_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_margin_orders_account_idx\` ON \`trading_margin_orders\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_margin_orders_updated_at_idx\` ON \`trading_margin_orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_margin_orders_created_at_idx\` ON \`trading_margin_orders\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_requestId_1_idx\` ON \`trading_margin_orders\` (\`account_id\`,\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`account_ticket_1_idx\` ON \`trading_margin_orders\` (\`account_id\`,\`ticket\`);`)
  await db.run(sql`CREATE INDEX \`status_symbol_2_idx\` ON \`trading_margin_orders\` (\`status\`,\`symbol\`);`)
  await db.run(sql`CREATE TABLE \`trading_margin_deals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`ticket\` numeric NOT NULL,
  	\`position_ticket\` numeric,
  	\`symbol\` text,
  	\`side\` text,
  	\`entry\` text NOT NULL,
  	\`units\` text,
  	\`price\` text,
  	\`profit\` text DEFAULT '0.00' NOT NULL,
  	\`margin\` text DEFAULT '0.00' NOT NULL,
  	\`balance_after\` text DEFAULT '0.00' NOT NULL,
  	\`reason\` text NOT NULL,
  	\`request_id\` text,
  	\`time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`trading_margin_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_margin_deals_account_idx\` ON \`trading_margin_deals\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_margin_deals_updated_at_idx\` ON \`trading_margin_deals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_margin_deals_created_at_idx\` ON \`trading_margin_deals\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`account_ticket_2_idx\` ON \`trading_margin_deals\` (\`account_id\`,\`ticket\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_requestId_2_idx\` ON \`trading_margin_deals\` (\`account_id\`,\`request_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_margin_accounts_id\` integer REFERENCES trading_margin_accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_margin_positions_id\` integer REFERENCES trading_margin_positions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_margin_orders_id\` integer REFERENCES trading_margin_orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_margin_deals_id\` integer REFERENCES trading_margin_deals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_margin_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_margin_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_margin_positions_i_idx\` ON \`payload_locked_documents_rels\` (\`trading_margin_positions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_margin_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_margin_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_margin_deals_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_margin_deals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`trading_margin_accounts\`;`)
  await db.run(sql`DROP TABLE \`trading_margin_positions\`;`)
  await db.run(sql`DROP TABLE \`trading_margin_orders\`;`)
  await db.run(sql`DROP TABLE \`trading_margin_deals\`;`)
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
  	\`trading_accounts_id\` integer,
  	\`trading_balances_id\` integer,
  	\`trading_orders_id\` integer,
  	\`trading_fills_id\` integer,
  	\`trading_movements_id\` integer,
  	\`trading_transfers_id\` integer,
  	\`trading_addresses_id\` integer,
  	\`trading_alerts_id\` integer,
  	\`trading_cursors_id\` integer,
  	\`support_requests_id\` integer,
  	\`trading_api_keys_id\` integer,
  	\`verification_requests_id\` integer,
  	\`kyc_documents_id\` integer,
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
  	FOREIGN KEY (\`trading_accounts_id\`) REFERENCES \`trading_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_balances_id\`) REFERENCES \`trading_balances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_orders_id\`) REFERENCES \`trading_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_fills_id\`) REFERENCES \`trading_fills\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_movements_id\`) REFERENCES \`trading_movements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_transfers_id\`) REFERENCES \`trading_transfers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_addresses_id\`) REFERENCES \`trading_addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_alerts_id\`) REFERENCES \`trading_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_cursors_id\`) REFERENCES \`trading_cursors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_requests_id\`) REFERENCES \`support_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trading_api_keys_id\`) REFERENCES \`trading_api_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_requests_id\`) REFERENCES \`verification_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`kyc_documents_id\`) REFERENCES \`kyc_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "news_id", "research_id", "faq_id", "media_id", "sites_id", "themes_id", "coins_id", "editors_id", "traders_id", "trading_accounts_id", "trading_balances_id", "trading_orders_id", "trading_fills_id", "trading_movements_id", "trading_transfers_id", "trading_addresses_id", "trading_alerts_id", "trading_cursors_id", "support_requests_id", "trading_api_keys_id", "verification_requests_id", "kyc_documents_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "news_id", "research_id", "faq_id", "media_id", "sites_id", "themes_id", "coins_id", "editors_id", "traders_id", "trading_accounts_id", "trading_balances_id", "trading_orders_id", "trading_fills_id", "trading_movements_id", "trading_transfers_id", "trading_addresses_id", "trading_alerts_id", "trading_cursors_id", "support_requests_id", "trading_api_keys_id", "verification_requests_id", "kyc_documents_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_balances_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_balances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_fills_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_fills_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_movements_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_movements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_transfers_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_transfers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_cursors_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_cursors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_api_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_api_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kyc_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`kyc_documents_id\`);`)
}

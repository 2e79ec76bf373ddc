import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`trading_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`trader_id\` integer NOT NULL,
  	\`slot\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`account_number\` text NOT NULL,
  	\`wallets_btc\` text,
  	\`wallets_usdt_trc20\` text,
  	\`wallets_usdt_erc20\` text,
  	\`demo_fill\` integer DEFAULT false,
  	\`selected_at\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`trader_id\`) REFERENCES \`traders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_accounts_trader_idx\` ON \`trading_accounts\` (\`trader_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_accounts_updated_at_idx\` ON \`trading_accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_accounts_created_at_idx\` ON \`trading_accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`trader_slot_idx\` ON \`trading_accounts\` (\`trader_id\`,\`slot\`);`)
  await db.run(sql`CREATE TABLE \`trading_balances\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`asset\` text NOT NULL,
  	\`free\` text DEFAULT '0.00000000' NOT NULL,
  	\`locked\` text DEFAULT '0.00000000' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`trading_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_balances_account_idx\` ON \`trading_balances\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_balances_updated_at_idx\` ON \`trading_balances\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_balances_created_at_idx\` ON \`trading_balances\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_asset_idx\` ON \`trading_balances\` (\`account_id\`,\`asset\`);`)
  await db.run(sql`CREATE TABLE \`trading_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`client_order_id\` text NOT NULL,
  	\`order_list_id\` numeric DEFAULT -1,
  	\`list_client_order_id\` text,
  	\`symbol\` text NOT NULL,
  	\`base_asset\` text NOT NULL,
  	\`quote_asset\` text NOT NULL,
  	\`side\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`time_in_force\` text NOT NULL,
  	\`price\` text DEFAULT '0.00000000' NOT NULL,
  	\`stop_price\` text DEFAULT '0.00000000' NOT NULL,
  	\`orig_qty\` text DEFAULT '0.00000000' NOT NULL,
  	\`orig_quote_order_qty\` text DEFAULT '0.00000000' NOT NULL,
  	\`executed_qty\` text DEFAULT '0.00000000' NOT NULL,
  	\`cummulative_quote_qty\` text DEFAULT '0.00000000' NOT NULL,
  	\`quote_exact\` text DEFAULT '0' NOT NULL,
  	\`status\` text NOT NULL,
  	\`locked\` text DEFAULT '0.00000000' NOT NULL,
  	\`lock_asset\` text NOT NULL,
  	\`working\` integer DEFAULT true,
  	\`after_trade_id\` numeric DEFAULT -1,
  	\`time\` numeric,
  	\`update_time\` numeric,
  	\`working_time\` numeric,
  	\`demo_fill_at\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`trading_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_orders_account_idx\` ON \`trading_orders\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_orders_updated_at_idx\` ON \`trading_orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_orders_created_at_idx\` ON \`trading_orders\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_clientOrderId_idx\` ON \`trading_orders\` (\`account_id\`,\`client_order_id\`);`)
  await db.run(sql`CREATE INDEX \`account_time_idx\` ON \`trading_orders\` (\`account_id\`,\`time\`);`)
  await db.run(sql`CREATE INDEX \`status_symbol_idx\` ON \`trading_orders\` (\`status\`,\`symbol\`);`)
  await db.run(sql`CREATE TABLE \`trading_fills\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`symbol\` text NOT NULL,
  	\`side\` text NOT NULL,
  	\`price\` text DEFAULT '0.00000000' NOT NULL,
  	\`qty\` text DEFAULT '0.00000000' NOT NULL,
  	\`quote_qty\` text DEFAULT '0.00000000' NOT NULL,
  	\`commission\` text DEFAULT '0.00000000' NOT NULL,
  	\`commission_asset\` text NOT NULL,
  	\`is_maker\` integer DEFAULT false,
  	\`market_trade_id\` numeric,
  	\`time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`trading_orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`trading_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_fills_order_idx\` ON \`trading_fills\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_fills_account_idx\` ON \`trading_fills\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_fills_updated_at_idx\` ON \`trading_fills\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_fills_created_at_idx\` ON \`trading_fills\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`order_marketTradeId_idx\` ON \`trading_fills\` (\`order_id\`,\`market_trade_id\`);`)
  await db.run(sql`CREATE INDEX \`account_time_1_idx\` ON \`trading_fills\` (\`account_id\`,\`time\`);`)
  await db.run(sql`CREATE TABLE \`trading_movements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`asset\` text NOT NULL,
  	\`amount\` text DEFAULT '0.00000000' NOT NULL,
  	\`kind\` text NOT NULL,
  	\`fill_id\` integer,
  	\`transfer_id\` integer,
  	\`reason\` text,
  	\`time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`trading_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`fill_id\`) REFERENCES \`trading_fills\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`transfer_id\`) REFERENCES \`trading_transfers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_movements_account_idx\` ON \`trading_movements\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_movements_fill_idx\` ON \`trading_movements\` (\`fill_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_movements_transfer_idx\` ON \`trading_movements\` (\`transfer_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_movements_updated_at_idx\` ON \`trading_movements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_movements_created_at_idx\` ON \`trading_movements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`account_asset_1_idx\` ON \`trading_movements\` (\`account_id\`,\`asset\`);`)
  await db.run(sql`CREATE INDEX \`account_time_2_idx\` ON \`trading_movements\` (\`account_id\`,\`time\`);`)
  await db.run(sql`CREATE TABLE \`trading_transfers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`request_id\` text NOT NULL,
  	\`direction\` text NOT NULL,
  	\`coin\` text NOT NULL,
  	\`network\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`amount\` text DEFAULT '0.00000000' NOT NULL,
  	\`fee\` text DEFAULT '0.00000000' NOT NULL,
  	\`tx_id\` text,
  	\`status\` text NOT NULL,
  	\`error\` text,
  	\`completes_at\` numeric,
  	\`time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`trading_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_transfers_account_idx\` ON \`trading_transfers\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_transfers_updated_at_idx\` ON \`trading_transfers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_transfers_created_at_idx\` ON \`trading_transfers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_requestId_idx\` ON \`trading_transfers\` (\`account_id\`,\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`account_time_3_idx\` ON \`trading_transfers\` (\`account_id\`,\`time\`);`)
  await db.run(sql`CREATE TABLE \`trading_addresses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`trader_id\` integer NOT NULL,
  	\`address\` text NOT NULL,
  	\`network\` text NOT NULL,
  	\`label\` text,
  	\`time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`trader_id\`) REFERENCES \`traders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_addresses_trader_idx\` ON \`trading_addresses\` (\`trader_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_addresses_updated_at_idx\` ON \`trading_addresses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_addresses_created_at_idx\` ON \`trading_addresses\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`trader_network_address_idx\` ON \`trading_addresses\` (\`trader_id\`,\`network\`,\`address\`);`)
  await db.run(sql`CREATE TABLE \`trading_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`trader_id\` integer NOT NULL,
  	\`symbol\` text NOT NULL,
  	\`condition\` text NOT NULL,
  	\`price\` text NOT NULL,
  	\`price_when_set\` text,
  	\`status\` text NOT NULL,
  	\`trigger_price\` text,
  	\`after_trade_id\` numeric DEFAULT -1,
  	\`triggered_at\` numeric,
  	\`time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`trader_id\`) REFERENCES \`traders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trading_alerts_trader_idx\` ON \`trading_alerts\` (\`trader_id\`);`)
  await db.run(sql`CREATE INDEX \`trading_alerts_updated_at_idx\` ON \`trading_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_alerts_created_at_idx\` ON \`trading_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`trader_status_idx\` ON \`trading_alerts\` (\`trader_id\`,\`status\`);`)
  await db.run(sql`CREATE INDEX \`status_symbol_1_idx\` ON \`trading_alerts\` (\`status\`,\`symbol\`);`)
  await db.run(sql`CREATE TABLE \`trading_cursors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`symbol\` text NOT NULL,
  	\`last_trade_id\` numeric NOT NULL,
  	\`update_time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trading_cursors_symbol_idx\` ON \`trading_cursors\` (\`symbol\`);`)
  await db.run(sql`CREATE INDEX \`trading_cursors_updated_at_idx\` ON \`trading_cursors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trading_cursors_created_at_idx\` ON \`trading_cursors\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_accounts_id\` integer REFERENCES trading_accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_balances_id\` integer REFERENCES trading_balances(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_orders_id\` integer REFERENCES trading_orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_fills_id\` integer REFERENCES trading_fills(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_movements_id\` integer REFERENCES trading_movements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_transfers_id\` integer REFERENCES trading_transfers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_addresses_id\` integer REFERENCES trading_addresses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_alerts_id\` integer REFERENCES trading_alerts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trading_cursors_id\` integer REFERENCES trading_cursors(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_balances_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_balances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_fills_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_fills_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_movements_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_movements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_transfers_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_transfers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trading_cursors_id_idx\` ON \`payload_locked_documents_rels\` (\`trading_cursors_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`trading_accounts\`;`)
  await db.run(sql`DROP TABLE \`trading_balances\`;`)
  await db.run(sql`DROP TABLE \`trading_orders\`;`)
  await db.run(sql`DROP TABLE \`trading_fills\`;`)
  await db.run(sql`DROP TABLE \`trading_movements\`;`)
  await db.run(sql`DROP TABLE \`trading_transfers\`;`)
  await db.run(sql`DROP TABLE \`trading_addresses\`;`)
  await db.run(sql`DROP TABLE \`trading_alerts\`;`)
  await db.run(sql`DROP TABLE \`trading_cursors\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`editors_id\` integer,
  	\`sites_id\` integer,
  	\`themes_id\` integer,
  	\`pages_id\` integer,
  	\`traders_id\` integer,
  	\`posts_id\` integer,
  	\`news_id\` integer,
  	\`research_id\` integer,
  	\`faq_id\` integer,
  	\`coins_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`themes_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`traders_id\`) REFERENCES \`traders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_id\`) REFERENCES \`research\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coins_id\`) REFERENCES \`coins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "editors_id", "sites_id", "themes_id", "pages_id", "traders_id", "posts_id", "news_id", "research_id", "faq_id", "coins_id", "media_id") SELECT "id", "order", "parent_id", "path", "editors_id", "sites_id", "themes_id", "pages_id", "traders_id", "posts_id", "news_id", "research_id", "faq_id", "coins_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_themes_id_idx\` ON \`payload_locked_documents_rels\` (\`themes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_traders_id_idx\` ON \`payload_locked_documents_rels\` (\`traders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_id_idx\` ON \`payload_locked_documents_rels\` (\`research_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coins_id_idx\` ON \`payload_locked_documents_rels\` (\`coins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trading_accounts_slot" AS ENUM('demo', 'real-usd', 'real-eur');
  CREATE TYPE "public"."enum_trading_accounts_kind" AS ENUM('demo', 'real');
  CREATE TYPE "public"."enum_trading_accounts_currency" AS ENUM('USD', 'EUR');
  CREATE TYPE "public"."enum_trading_orders_side" AS ENUM('BUY', 'SELL');
  CREATE TYPE "public"."enum_trading_orders_type" AS ENUM('LIMIT', 'MARKET', 'STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT', 'LIMIT_MAKER');
  CREATE TYPE "public"."enum_trading_orders_time_in_force" AS ENUM('GTC', 'IOC', 'FOK');
  CREATE TYPE "public"."enum_trading_orders_status" AS ENUM('NEW', 'PARTIALLY_FILLED', 'FILLED', 'CANCELED', 'REJECTED', 'EXPIRED');
  CREATE TYPE "public"."enum_trading_fills_side" AS ENUM('BUY', 'SELL');
  CREATE TYPE "public"."enum_trading_movements_kind" AS ENUM('deposit', 'withdrawal', 'trade', 'fee', 'credit', 'reset');
  CREATE TYPE "public"."enum_trading_transfers_direction" AS ENUM('deposit', 'withdrawal');
  CREATE TYPE "public"."enum_trading_transfers_status" AS ENUM('completed', 'processing', 'rejected');
  CREATE TYPE "public"."enum_trading_alerts_condition" AS ENUM('above', 'below', 'crossing');
  CREATE TYPE "public"."enum_trading_alerts_status" AS ENUM('active', 'triggered', 'cancelled');
  CREATE TABLE "trading_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"trader_id" integer NOT NULL,
  	"slot" "enum_trading_accounts_slot" NOT NULL,
  	"kind" "enum_trading_accounts_kind" NOT NULL,
  	"currency" "enum_trading_accounts_currency" NOT NULL,
  	"name" varchar NOT NULL,
  	"account_number" varchar NOT NULL,
  	"wallets_btc" varchar,
  	"wallets_usdt_trc20" varchar,
  	"wallets_usdt_erc20" varchar,
  	"demo_fill" boolean DEFAULT false,
  	"selected_at" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_balances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"asset" varchar NOT NULL,
  	"free" varchar DEFAULT '0.00000000' NOT NULL,
  	"locked" varchar DEFAULT '0.00000000' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"client_order_id" varchar NOT NULL,
  	"order_list_id" numeric DEFAULT -1,
  	"list_client_order_id" varchar,
  	"symbol" varchar NOT NULL,
  	"base_asset" varchar NOT NULL,
  	"quote_asset" varchar NOT NULL,
  	"side" "enum_trading_orders_side" NOT NULL,
  	"type" "enum_trading_orders_type" NOT NULL,
  	"time_in_force" "enum_trading_orders_time_in_force" NOT NULL,
  	"price" varchar DEFAULT '0.00000000' NOT NULL,
  	"stop_price" varchar DEFAULT '0.00000000' NOT NULL,
  	"orig_qty" varchar DEFAULT '0.00000000' NOT NULL,
  	"orig_quote_order_qty" varchar DEFAULT '0.00000000' NOT NULL,
  	"executed_qty" varchar DEFAULT '0.00000000' NOT NULL,
  	"cummulative_quote_qty" varchar DEFAULT '0.00000000' NOT NULL,
  	"quote_exact" varchar DEFAULT '0' NOT NULL,
  	"status" "enum_trading_orders_status" NOT NULL,
  	"locked" varchar DEFAULT '0.00000000' NOT NULL,
  	"lock_asset" varchar NOT NULL,
  	"working" boolean DEFAULT true,
  	"after_trade_id" numeric DEFAULT -1,
  	"time" numeric,
  	"update_time" numeric,
  	"working_time" numeric,
  	"demo_fill_at" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_fills" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"account_id" integer NOT NULL,
  	"symbol" varchar NOT NULL,
  	"side" "enum_trading_fills_side" NOT NULL,
  	"price" varchar DEFAULT '0.00000000' NOT NULL,
  	"qty" varchar DEFAULT '0.00000000' NOT NULL,
  	"quote_qty" varchar DEFAULT '0.00000000' NOT NULL,
  	"commission" varchar DEFAULT '0.00000000' NOT NULL,
  	"commission_asset" varchar NOT NULL,
  	"is_maker" boolean DEFAULT false,
  	"market_trade_id" numeric,
  	"time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_movements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"asset" varchar NOT NULL,
  	"amount" varchar DEFAULT '0.00000000' NOT NULL,
  	"kind" "enum_trading_movements_kind" NOT NULL,
  	"fill_id" integer,
  	"transfer_id" integer,
  	"reason" varchar,
  	"time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_transfers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"request_id" varchar NOT NULL,
  	"direction" "enum_trading_transfers_direction" NOT NULL,
  	"coin" varchar NOT NULL,
  	"network" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"amount" varchar DEFAULT '0.00000000' NOT NULL,
  	"fee" varchar DEFAULT '0.00000000' NOT NULL,
  	"tx_id" varchar,
  	"status" "enum_trading_transfers_status" NOT NULL,
  	"error" varchar,
  	"completes_at" numeric,
  	"time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"trader_id" integer NOT NULL,
  	"address" varchar NOT NULL,
  	"network" varchar NOT NULL,
  	"label" varchar,
  	"time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"trader_id" integer NOT NULL,
  	"symbol" varchar NOT NULL,
  	"condition" "enum_trading_alerts_condition" NOT NULL,
  	"price" varchar NOT NULL,
  	"price_when_set" varchar,
  	"status" "enum_trading_alerts_status" NOT NULL,
  	"trigger_price" varchar,
  	"after_trade_id" numeric DEFAULT -1,
  	"triggered_at" numeric,
  	"time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_cursors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"symbol" varchar NOT NULL,
  	"last_trade_id" numeric NOT NULL,
  	"update_time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_balances_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_fills_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_movements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_transfers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_addresses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_cursors_id" integer;
  ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_trader_id_traders_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."traders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_balances" ADD CONSTRAINT "trading_balances_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_fills" ADD CONSTRAINT "trading_fills_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_fills" ADD CONSTRAINT "trading_fills_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_movements" ADD CONSTRAINT "trading_movements_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_movements" ADD CONSTRAINT "trading_movements_fill_id_trading_fills_id_fk" FOREIGN KEY ("fill_id") REFERENCES "public"."trading_fills"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_movements" ADD CONSTRAINT "trading_movements_transfer_id_trading_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."trading_transfers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_transfers" ADD CONSTRAINT "trading_transfers_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_addresses" ADD CONSTRAINT "trading_addresses_trader_id_traders_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."traders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_alerts" ADD CONSTRAINT "trading_alerts_trader_id_traders_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."traders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "trading_accounts_trader_idx" ON "trading_accounts" USING btree ("trader_id");
  CREATE INDEX "trading_accounts_updated_at_idx" ON "trading_accounts" USING btree ("updated_at");
  CREATE INDEX "trading_accounts_created_at_idx" ON "trading_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "trader_slot_idx" ON "trading_accounts" USING btree ("trader_id","slot");
  CREATE INDEX "trading_balances_account_idx" ON "trading_balances" USING btree ("account_id");
  CREATE INDEX "trading_balances_updated_at_idx" ON "trading_balances" USING btree ("updated_at");
  CREATE INDEX "trading_balances_created_at_idx" ON "trading_balances" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_asset_idx" ON "trading_balances" USING btree ("account_id","asset");
  CREATE INDEX "trading_orders_account_idx" ON "trading_orders" USING btree ("account_id");
  CREATE INDEX "trading_orders_updated_at_idx" ON "trading_orders" USING btree ("updated_at");
  CREATE INDEX "trading_orders_created_at_idx" ON "trading_orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_clientOrderId_idx" ON "trading_orders" USING btree ("account_id","client_order_id");
  CREATE INDEX "account_time_idx" ON "trading_orders" USING btree ("account_id","time");
  CREATE INDEX "status_symbol_idx" ON "trading_orders" USING btree ("status","symbol");
  CREATE INDEX "trading_fills_order_idx" ON "trading_fills" USING btree ("order_id");
  CREATE INDEX "trading_fills_account_idx" ON "trading_fills" USING btree ("account_id");
  CREATE INDEX "trading_fills_updated_at_idx" ON "trading_fills" USING btree ("updated_at");
  CREATE INDEX "trading_fills_created_at_idx" ON "trading_fills" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_marketTradeId_idx" ON "trading_fills" USING btree ("order_id","market_trade_id");
  CREATE INDEX "account_time_1_idx" ON "trading_fills" USING btree ("account_id","time");
  CREATE INDEX "trading_movements_account_idx" ON "trading_movements" USING btree ("account_id");
  CREATE INDEX "trading_movements_fill_idx" ON "trading_movements" USING btree ("fill_id");
  CREATE INDEX "trading_movements_transfer_idx" ON "trading_movements" USING btree ("transfer_id");
  CREATE INDEX "trading_movements_updated_at_idx" ON "trading_movements" USING btree ("updated_at");
  CREATE INDEX "trading_movements_created_at_idx" ON "trading_movements" USING btree ("created_at");
  CREATE INDEX "account_asset_1_idx" ON "trading_movements" USING btree ("account_id","asset");
  CREATE INDEX "account_time_2_idx" ON "trading_movements" USING btree ("account_id","time");
  CREATE INDEX "trading_transfers_account_idx" ON "trading_transfers" USING btree ("account_id");
  CREATE INDEX "trading_transfers_updated_at_idx" ON "trading_transfers" USING btree ("updated_at");
  CREATE INDEX "trading_transfers_created_at_idx" ON "trading_transfers" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_requestId_idx" ON "trading_transfers" USING btree ("account_id","request_id");
  CREATE INDEX "account_time_3_idx" ON "trading_transfers" USING btree ("account_id","time");
  CREATE INDEX "trading_addresses_trader_idx" ON "trading_addresses" USING btree ("trader_id");
  CREATE INDEX "trading_addresses_updated_at_idx" ON "trading_addresses" USING btree ("updated_at");
  CREATE INDEX "trading_addresses_created_at_idx" ON "trading_addresses" USING btree ("created_at");
  CREATE UNIQUE INDEX "trader_network_address_idx" ON "trading_addresses" USING btree ("trader_id","network","address");
  CREATE INDEX "trading_alerts_trader_idx" ON "trading_alerts" USING btree ("trader_id");
  CREATE INDEX "trading_alerts_updated_at_idx" ON "trading_alerts" USING btree ("updated_at");
  CREATE INDEX "trading_alerts_created_at_idx" ON "trading_alerts" USING btree ("created_at");
  CREATE INDEX "trader_status_idx" ON "trading_alerts" USING btree ("trader_id","status");
  CREATE INDEX "status_symbol_1_idx" ON "trading_alerts" USING btree ("status","symbol");
  CREATE UNIQUE INDEX "trading_cursors_symbol_idx" ON "trading_cursors" USING btree ("symbol");
  CREATE INDEX "trading_cursors_updated_at_idx" ON "trading_cursors" USING btree ("updated_at");
  CREATE INDEX "trading_cursors_created_at_idx" ON "trading_cursors" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_accounts_fk" FOREIGN KEY ("trading_accounts_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_balances_fk" FOREIGN KEY ("trading_balances_id") REFERENCES "public"."trading_balances"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_orders_fk" FOREIGN KEY ("trading_orders_id") REFERENCES "public"."trading_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_fills_fk" FOREIGN KEY ("trading_fills_id") REFERENCES "public"."trading_fills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_movements_fk" FOREIGN KEY ("trading_movements_id") REFERENCES "public"."trading_movements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_transfers_fk" FOREIGN KEY ("trading_transfers_id") REFERENCES "public"."trading_transfers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_addresses_fk" FOREIGN KEY ("trading_addresses_id") REFERENCES "public"."trading_addresses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_alerts_fk" FOREIGN KEY ("trading_alerts_id") REFERENCES "public"."trading_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_cursors_fk" FOREIGN KEY ("trading_cursors_id") REFERENCES "public"."trading_cursors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trading_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_trading_balances_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_balances_id");
  CREATE INDEX "payload_locked_documents_rels_trading_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_orders_id");
  CREATE INDEX "payload_locked_documents_rels_trading_fills_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_fills_id");
  CREATE INDEX "payload_locked_documents_rels_trading_movements_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_movements_id");
  CREATE INDEX "payload_locked_documents_rels_trading_transfers_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_transfers_id");
  CREATE INDEX "payload_locked_documents_rels_trading_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_addresses_id");
  CREATE INDEX "payload_locked_documents_rels_trading_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_trading_cursors_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_cursors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trading_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_balances" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_fills" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_movements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_transfers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_cursors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trading_accounts" CASCADE;
  DROP TABLE "trading_balances" CASCADE;
  DROP TABLE "trading_orders" CASCADE;
  DROP TABLE "trading_fills" CASCADE;
  DROP TABLE "trading_movements" CASCADE;
  DROP TABLE "trading_transfers" CASCADE;
  DROP TABLE "trading_addresses" CASCADE;
  DROP TABLE "trading_alerts" CASCADE;
  DROP TABLE "trading_cursors" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_balances_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_fills_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_movements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_transfers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_addresses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_cursors_fk";
  
  DROP INDEX "payload_locked_documents_rels_trading_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_trading_balances_id_idx";
  DROP INDEX "payload_locked_documents_rels_trading_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_trading_fills_id_idx";
  DROP INDEX "payload_locked_documents_rels_trading_movements_id_idx";
  DROP INDEX "payload_locked_documents_rels_trading_transfers_id_idx";
  DROP INDEX "payload_locked_documents_rels_trading_addresses_id_idx";
  DROP INDEX "payload_locked_documents_rels_trading_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_trading_cursors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_balances_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_fills_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_movements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_transfers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_addresses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_cursors_id";
  DROP TYPE "public"."enum_trading_accounts_slot";
  DROP TYPE "public"."enum_trading_accounts_kind";
  DROP TYPE "public"."enum_trading_accounts_currency";
  DROP TYPE "public"."enum_trading_orders_side";
  DROP TYPE "public"."enum_trading_orders_type";
  DROP TYPE "public"."enum_trading_orders_time_in_force";
  DROP TYPE "public"."enum_trading_orders_status";
  DROP TYPE "public"."enum_trading_fills_side";
  DROP TYPE "public"."enum_trading_movements_kind";
  DROP TYPE "public"."enum_trading_transfers_direction";
  DROP TYPE "public"."enum_trading_transfers_status";
  DROP TYPE "public"."enum_trading_alerts_condition";
  DROP TYPE "public"."enum_trading_alerts_status";`)
}

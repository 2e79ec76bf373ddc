import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trading_margin_accounts_currency" AS ENUM('USD');
  CREATE TYPE "public"."enum_trading_margin_positions_side" AS ENUM('BUY', 'SELL');
  CREATE TYPE "public"."enum_trading_margin_orders_side" AS ENUM('BUY', 'SELL');
  CREATE TYPE "public"."enum_trading_margin_orders_type" AS ENUM('MARKET', 'LIMIT', 'STOP');
  CREATE TYPE "public"."enum_trading_margin_orders_status" AS ENUM('PENDING', 'FILLED', 'CANCELLED', 'REJECTED');
  CREATE TYPE "public"."enum_trading_margin_deals_side" AS ENUM('BUY', 'SELL');
  CREATE TYPE "public"."enum_trading_margin_deals_entry" AS ENUM('IN', 'OUT', 'BALANCE');
  CREATE TABLE "trading_margin_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"trader_id" integer NOT NULL,
  	"account_number" varchar NOT NULL,
  	"currency" "enum_trading_margin_accounts_currency" DEFAULT 'USD' NOT NULL,
  	"balance" varchar DEFAULT '0.00' NOT NULL,
  	"max_leverage" numeric DEFAULT 500 NOT NULL,
  	"margin_call" boolean DEFAULT false,
  	"next_ticket" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_margin_positions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"ticket" numeric NOT NULL,
  	"symbol" varchar NOT NULL,
  	"side" "enum_trading_margin_positions_side" NOT NULL,
  	"units" varchar NOT NULL,
  	"open_price" varchar NOT NULL,
  	"open_time" numeric,
  	"leverage" numeric NOT NULL,
  	"margin" varchar DEFAULT '0.00' NOT NULL,
  	"stop_loss" varchar,
  	"take_profit" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_margin_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"request_id" varchar NOT NULL,
  	"ticket" numeric NOT NULL,
  	"symbol" varchar NOT NULL,
  	"side" "enum_trading_margin_orders_side" NOT NULL,
  	"type" "enum_trading_margin_orders_type" NOT NULL,
  	"price" varchar,
  	"units" varchar NOT NULL,
  	"leverage" numeric NOT NULL,
  	"stop_loss" varchar,
  	"take_profit" varchar,
  	"status" "enum_trading_margin_orders_status" NOT NULL,
  	"placed_time" numeric,
  	"done_time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trading_margin_deals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"ticket" numeric NOT NULL,
  	"position_ticket" numeric,
  	"symbol" varchar,
  	"side" "enum_trading_margin_deals_side",
  	"entry" "enum_trading_margin_deals_entry" NOT NULL,
  	"units" varchar,
  	"price" varchar,
  	"profit" varchar DEFAULT '0.00' NOT NULL,
  	"margin" varchar DEFAULT '0.00' NOT NULL,
  	"balance_after" varchar DEFAULT '0.00' NOT NULL,
  	"reason" varchar NOT NULL,
  	"request_id" varchar,
  	"time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_margin_accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_margin_positions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_margin_orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_margin_deals_id" integer;
  ALTER TABLE "trading_margin_accounts" ADD CONSTRAINT "trading_margin_accounts_trader_id_traders_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."traders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_margin_positions" ADD CONSTRAINT "trading_margin_positions_account_id_trading_margin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_margin_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_margin_orders" ADD CONSTRAINT "trading_margin_orders_account_id_trading_margin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_margin_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_margin_deals" ADD CONSTRAINT "trading_margin_deals_account_id_trading_margin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_margin_accounts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "trading_margin_accounts_trader_idx" ON "trading_margin_accounts" USING btree ("trader_id");
  CREATE INDEX "trading_margin_accounts_updated_at_idx" ON "trading_margin_accounts" USING btree ("updated_at");
  CREATE INDEX "trading_margin_accounts_created_at_idx" ON "trading_margin_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "trader_idx" ON "trading_margin_accounts" USING btree ("trader_id");
  CREATE INDEX "trading_margin_positions_account_idx" ON "trading_margin_positions" USING btree ("account_id");
  CREATE INDEX "trading_margin_positions_updated_at_idx" ON "trading_margin_positions" USING btree ("updated_at");
  CREATE INDEX "trading_margin_positions_created_at_idx" ON "trading_margin_positions" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_ticket_idx" ON "trading_margin_positions" USING btree ("account_id","ticket");
  CREATE INDEX "symbol_idx" ON "trading_margin_positions" USING btree ("symbol");
  CREATE INDEX "trading_margin_orders_account_idx" ON "trading_margin_orders" USING btree ("account_id");
  CREATE INDEX "trading_margin_orders_updated_at_idx" ON "trading_margin_orders" USING btree ("updated_at");
  CREATE INDEX "trading_margin_orders_created_at_idx" ON "trading_margin_orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_requestId_1_idx" ON "trading_margin_orders" USING btree ("account_id","request_id");
  CREATE INDEX "account_ticket_1_idx" ON "trading_margin_orders" USING btree ("account_id","ticket");
  CREATE INDEX "status_symbol_2_idx" ON "trading_margin_orders" USING btree ("status","symbol");
  CREATE INDEX "trading_margin_deals_account_idx" ON "trading_margin_deals" USING btree ("account_id");
  CREATE INDEX "trading_margin_deals_updated_at_idx" ON "trading_margin_deals" USING btree ("updated_at");
  CREATE INDEX "trading_margin_deals_created_at_idx" ON "trading_margin_deals" USING btree ("created_at");
  CREATE INDEX "account_ticket_2_idx" ON "trading_margin_deals" USING btree ("account_id","ticket");
  CREATE UNIQUE INDEX "account_requestId_2_idx" ON "trading_margin_deals" USING btree ("account_id","request_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_margin_accounts_fk" FOREIGN KEY ("trading_margin_accounts_id") REFERENCES "public"."trading_margin_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_margin_positions_fk" FOREIGN KEY ("trading_margin_positions_id") REFERENCES "public"."trading_margin_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_margin_orders_fk" FOREIGN KEY ("trading_margin_orders_id") REFERENCES "public"."trading_margin_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_margin_deals_fk" FOREIGN KEY ("trading_margin_deals_id") REFERENCES "public"."trading_margin_deals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trading_margin_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_margin_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_trading_margin_positions_i_idx" ON "payload_locked_documents_rels" USING btree ("trading_margin_positions_id");
  CREATE INDEX "payload_locked_documents_rels_trading_margin_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_margin_orders_id");
  CREATE INDEX "payload_locked_documents_rels_trading_margin_deals_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_margin_deals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trading_margin_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_margin_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_margin_orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trading_margin_deals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trading_margin_accounts" CASCADE;
  DROP TABLE "trading_margin_positions" CASCADE;
  DROP TABLE "trading_margin_orders" CASCADE;
  DROP TABLE "trading_margin_deals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_margin_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_margin_positions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_margin_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_margin_deals_fk";
  
  DROP INDEX "payload_locked_documents_rels_trading_margin_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_trading_margin_positions_i_idx";
  DROP INDEX "payload_locked_documents_rels_trading_margin_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_trading_margin_deals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_margin_accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_margin_positions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_margin_orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_margin_deals_id";
  DROP TYPE "public"."enum_trading_margin_accounts_currency";
  DROP TYPE "public"."enum_trading_margin_positions_side";
  DROP TYPE "public"."enum_trading_margin_orders_side";
  DROP TYPE "public"."enum_trading_margin_orders_type";
  DROP TYPE "public"."enum_trading_margin_orders_status";
  DROP TYPE "public"."enum_trading_margin_deals_side";
  DROP TYPE "public"."enum_trading_margin_deals_entry";`)
}

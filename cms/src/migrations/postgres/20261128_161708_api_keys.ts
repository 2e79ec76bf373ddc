import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trading_api_keys_kind" AS ENUM('HMAC_SHA256', 'ED25519');
  CREATE TYPE "public"."enum_trading_api_keys_permissions" AS ENUM('read', 'trade');
  CREATE TABLE "trading_api_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"trader_id" integer NOT NULL,
  	"account_id" integer NOT NULL,
  	"label" varchar NOT NULL,
  	"api_key" varchar NOT NULL,
  	"kind" "enum_trading_api_keys_kind" NOT NULL,
  	"permissions" "enum_trading_api_keys_permissions" NOT NULL,
  	"ip_allow_list" jsonb,
  	"sealed_secret" varchar,
  	"public_key" varchar,
  	"last_used_at" numeric,
  	"time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trading_api_keys_id" integer;
  ALTER TABLE "trading_api_keys" ADD CONSTRAINT "trading_api_keys_trader_id_traders_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."traders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trading_api_keys" ADD CONSTRAINT "trading_api_keys_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "trading_api_keys_trader_idx" ON "trading_api_keys" USING btree ("trader_id");
  CREATE INDEX "trading_api_keys_account_idx" ON "trading_api_keys" USING btree ("account_id");
  CREATE UNIQUE INDEX "trading_api_keys_api_key_idx" ON "trading_api_keys" USING btree ("api_key");
  CREATE INDEX "trading_api_keys_updated_at_idx" ON "trading_api_keys" USING btree ("updated_at");
  CREATE INDEX "trading_api_keys_created_at_idx" ON "trading_api_keys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trading_api_keys_fk" FOREIGN KEY ("trading_api_keys_id") REFERENCES "public"."trading_api_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trading_api_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("trading_api_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trading_api_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trading_api_keys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trading_api_keys_fk";
  
  DROP INDEX "payload_locked_documents_rels_trading_api_keys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trading_api_keys_id";
  DROP TYPE "public"."enum_trading_api_keys_kind";
  DROP TYPE "public"."enum_trading_api_keys_permissions";`)
}

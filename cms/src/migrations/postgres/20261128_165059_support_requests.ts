import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_support_requests_status" AS ENUM('open', 'answered', 'closed');
  CREATE TYPE "public"."enum_support_requests_kind" AS ENUM('callback', 'email', 'chat');
  CREATE TABLE "support_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_support_requests_status" DEFAULT 'open' NOT NULL,
  	"kind" "enum_support_requests_kind" NOT NULL,
  	"trader_id" integer NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar,
  	"callback_phone" varchar,
  	"callback_telegram" varchar,
  	"callback_whatsapp" varchar,
  	"callback_language" varchar,
  	"callback_time_zone" varchar,
  	"callback_time" varchar,
  	"callback_date" varchar,
  	"reply_email" varchar,
  	"locale" varchar DEFAULT 'en',
  	"answer" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "support_requests_id" integer;
  ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_trader_id_traders_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."traders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "support_requests_trader_idx" ON "support_requests" USING btree ("trader_id");
  CREATE INDEX "support_requests_updated_at_idx" ON "support_requests" USING btree ("updated_at");
  CREATE INDEX "support_requests_created_at_idx" ON "support_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_requests_fk" FOREIGN KEY ("support_requests_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_support_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("support_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "support_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "support_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_support_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_support_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "support_requests_id";
  DROP TYPE "public"."enum_support_requests_status";
  DROP TYPE "public"."enum_support_requests_kind";`)
}

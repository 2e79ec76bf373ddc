import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_traders_verification_level" AS ENUM('none', 'basic', 'plus');
  CREATE TYPE "public"."enum_traders_plus_status" AS ENUM('none', 'pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_verification_requests_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_kyc_documents_kind" AS ENUM('address', 'passport', 'selfie');
  CREATE TABLE "verification_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"status" "enum_verification_requests_status" DEFAULT 'pending' NOT NULL,
  	"trader_id" integer NOT NULL,
  	"reason" varchar,
  	"documents_address_id" integer NOT NULL,
  	"documents_passport_id" integer NOT NULL,
  	"documents_selfie_id" integer NOT NULL,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "kyc_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"trader_id" integer NOT NULL,
  	"kind" "enum_kyc_documents_kind" NOT NULL,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "traders" ADD COLUMN "verification_level" "enum_traders_verification_level" DEFAULT 'none';
  ALTER TABLE "traders" ADD COLUMN "plus_status" "enum_traders_plus_status" DEFAULT 'none';
  ALTER TABLE "traders" ADD COLUMN "plus_reason" varchar;
  ALTER TABLE "traders" ADD COLUMN "phone_code_hash" varchar;
  ALTER TABLE "traders" ADD COLUMN "phone_code_expires_at" timestamp(3) with time zone;
  ALTER TABLE "traders" ADD COLUMN "phone_code_for" varchar;
  ALTER TABLE "traders" ADD COLUMN "phone_code_attempts" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verification_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kyc_documents_id" integer;
  ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_trader_id_traders_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."traders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_documents_address_id_kyc_documents_id_fk" FOREIGN KEY ("documents_address_id") REFERENCES "public"."kyc_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_documents_passport_id_kyc_documents_id_fk" FOREIGN KEY ("documents_passport_id") REFERENCES "public"."kyc_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_documents_selfie_id_kyc_documents_id_fk" FOREIGN KEY ("documents_selfie_id") REFERENCES "public"."kyc_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_trader_id_traders_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."traders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "verification_requests_trader_idx" ON "verification_requests" USING btree ("trader_id");
  CREATE INDEX "verification_requests_documents_documents_address_idx" ON "verification_requests" USING btree ("documents_address_id");
  CREATE INDEX "verification_requests_documents_documents_passport_idx" ON "verification_requests" USING btree ("documents_passport_id");
  CREATE INDEX "verification_requests_documents_documents_selfie_idx" ON "verification_requests" USING btree ("documents_selfie_id");
  CREATE INDEX "verification_requests_updated_at_idx" ON "verification_requests" USING btree ("updated_at");
  CREATE INDEX "verification_requests_created_at_idx" ON "verification_requests" USING btree ("created_at");
  CREATE INDEX "kyc_documents_trader_idx" ON "kyc_documents" USING btree ("trader_id");
  CREATE INDEX "kyc_documents_updated_at_idx" ON "kyc_documents" USING btree ("updated_at");
  CREATE INDEX "kyc_documents_created_at_idx" ON "kyc_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "kyc_documents_filename_idx" ON "kyc_documents" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_requests_fk" FOREIGN KEY ("verification_requests_id") REFERENCES "public"."verification_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kyc_documents_fk" FOREIGN KEY ("kyc_documents_id") REFERENCES "public"."kyc_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "traders_verification_level_idx" ON "traders" USING btree ("verification_level");
  CREATE INDEX "payload_locked_documents_rels_verification_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_requests_id");
  CREATE INDEX "payload_locked_documents_rels_kyc_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("kyc_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verification_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kyc_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "verification_requests" CASCADE;
  DROP TABLE "kyc_documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verification_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kyc_documents_fk";
  
  DROP INDEX "traders_verification_level_idx";
  DROP INDEX "payload_locked_documents_rels_verification_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_kyc_documents_id_idx";
  ALTER TABLE "traders" DROP COLUMN "verification_level";
  ALTER TABLE "traders" DROP COLUMN "plus_status";
  ALTER TABLE "traders" DROP COLUMN "plus_reason";
  ALTER TABLE "traders" DROP COLUMN "phone_code_hash";
  ALTER TABLE "traders" DROP COLUMN "phone_code_expires_at";
  ALTER TABLE "traders" DROP COLUMN "phone_code_for";
  ALTER TABLE "traders" DROP COLUMN "phone_code_attempts";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verification_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kyc_documents_id";
  DROP TYPE "public"."enum_traders_verification_level";
  DROP TYPE "public"."enum_traders_plus_status";
  DROP TYPE "public"."enum_verification_requests_status";
  DROP TYPE "public"."enum_kyc_documents_kind";`)
}

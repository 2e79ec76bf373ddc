import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { linkTypedImage } from '../site-images-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "logo_image_id" integer;
  ALTER TABLE "sites" ADD COLUMN "social_image_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages_blocks_features_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_features_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "research" ADD COLUMN "image_id" integer;
  ALTER TABLE "_research_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "coins" ADD COLUMN "logo_id" integer;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_filename" varchar;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_logo_image_id_media_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_social_image_id_media_id_fk" FOREIGN KEY ("social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_features_items" ADD CONSTRAINT "pages_blocks_features_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features_items" ADD CONSTRAINT "_pages_v_blocks_features_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research" ADD CONSTRAINT "research_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_v" ADD CONSTRAINT "_research_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coins" ADD CONSTRAINT "coins_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_logo_image_idx" ON "sites" USING btree ("logo_image_id");
  CREATE INDEX "sites_social_image_idx" ON "sites" USING btree ("social_image_id");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_features_items_image_idx" ON "pages_blocks_features_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_features_items_image_idx" ON "_pages_v_blocks_features_items" USING btree ("image_id");
  CREATE INDEX "research_image_idx" ON "research" USING btree ("image_id");
  CREATE INDEX "_research_v_version_version_image_idx" ON "_research_v" USING btree ("version_image_id");
  CREATE INDEX "coins_logo_idx" ON "coins" USING btree ("logo_id");
  CREATE INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx" ON "media" USING btree ("sizes_card_avif_filename");
  CREATE INDEX "media_sizes_hero_avif_sizes_hero_avif_filename_idx" ON "media" USING btree ("sizes_hero_avif_filename");`)
  // A logo or social picture typed as the address of a file in this CMS's own media library becomes
  // that image; other addresses stay as they are (the site keeps using them until an image is chosen).
  await db.execute(sql.raw(linkTypedImage('logo', 'logo_image_id')))
  await db.execute(sql.raw(linkTypedImage('thumbnail', 'social_image_id')))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP CONSTRAINT "sites_logo_image_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_social_image_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_features_items" DROP CONSTRAINT "pages_blocks_features_items_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_features_items" DROP CONSTRAINT "_pages_v_blocks_features_items_image_id_media_id_fk";
  
  ALTER TABLE "research" DROP CONSTRAINT "research_image_id_media_id_fk";
  
  ALTER TABLE "_research_v" DROP CONSTRAINT "_research_v_version_image_id_media_id_fk";
  
  ALTER TABLE "coins" DROP CONSTRAINT "coins_logo_id_media_id_fk";
  
  DROP INDEX "sites_logo_image_idx";
  DROP INDEX "sites_social_image_idx";
  DROP INDEX "pages_blocks_hero_image_idx";
  DROP INDEX "pages_blocks_features_items_image_idx";
  DROP INDEX "_pages_v_blocks_hero_image_idx";
  DROP INDEX "_pages_v_blocks_features_items_image_idx";
  DROP INDEX "research_image_idx";
  DROP INDEX "_research_v_version_version_image_idx";
  DROP INDEX "coins_logo_idx";
  DROP INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx";
  DROP INDEX "media_sizes_hero_avif_sizes_hero_avif_filename_idx";
  ALTER TABLE "sites" DROP COLUMN "logo_image_id";
  ALTER TABLE "sites" DROP COLUMN "social_image_id";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "pages_blocks_features_items" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_features_items" DROP COLUMN "image_id";
  ALTER TABLE "research" DROP COLUMN "image_id";
  ALTER TABLE "_research_v" DROP COLUMN "version_image_id";
  ALTER TABLE "coins" DROP COLUMN "logo_id";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_filename";`)
}

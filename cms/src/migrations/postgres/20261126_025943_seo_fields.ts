import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "seo_canonical" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_noindex" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_canonical" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "posts" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "posts" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "posts" ADD COLUMN "seo_canonical" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_seo_noindex" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_seo_canonical" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "news" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "news" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "news" ADD COLUMN "seo_canonical" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_seo_noindex" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_seo_canonical" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "research" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "research" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "research" ADD COLUMN "seo_canonical" varchar;
  ALTER TABLE "research_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "research_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_research_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_research_v" ADD COLUMN "version_seo_noindex" boolean DEFAULT false;
  ALTER TABLE "_research_v" ADD COLUMN "version_seo_canonical" varchar;
  ALTER TABLE "_research_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_research_v_locales" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research" ADD CONSTRAINT "research_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_v" ADD CONSTRAINT "_research_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "posts_seo_seo_image_idx" ON "posts" USING btree ("seo_image_id");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "news_seo_seo_image_idx" ON "news" USING btree ("seo_image_id");
  CREATE INDEX "_news_v_version_seo_version_seo_image_idx" ON "_news_v" USING btree ("version_seo_image_id");
  CREATE INDEX "research_seo_seo_image_idx" ON "research" USING btree ("seo_image_id");
  CREATE INDEX "_research_v_version_seo_version_seo_image_idx" ON "_research_v" USING btree ("version_seo_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_seo_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_seo_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_seo_image_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "research" DROP CONSTRAINT "research_seo_image_id_media_id_fk";
  
  ALTER TABLE "_research_v" DROP CONSTRAINT "_research_v_version_seo_image_id_media_id_fk";
  
  DROP INDEX "pages_seo_seo_image_idx";
  DROP INDEX "_pages_v_version_seo_version_seo_image_idx";
  DROP INDEX "posts_seo_seo_image_idx";
  DROP INDEX "_posts_v_version_seo_version_seo_image_idx";
  DROP INDEX "news_seo_seo_image_idx";
  DROP INDEX "_news_v_version_seo_version_seo_image_idx";
  DROP INDEX "research_seo_seo_image_idx";
  DROP INDEX "_research_v_version_seo_version_seo_image_idx";
  ALTER TABLE "pages" DROP COLUMN "seo_image_id";
  ALTER TABLE "pages" DROP COLUMN "seo_noindex";
  ALTER TABLE "pages" DROP COLUMN "seo_canonical";
  ALTER TABLE "pages_locales" DROP COLUMN "seo_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_noindex";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_canonical";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "posts" DROP COLUMN "seo_image_id";
  ALTER TABLE "posts" DROP COLUMN "seo_noindex";
  ALTER TABLE "posts" DROP COLUMN "seo_canonical";
  ALTER TABLE "posts_locales" DROP COLUMN "seo_title";
  ALTER TABLE "posts_locales" DROP COLUMN "seo_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_seo_noindex";
  ALTER TABLE "_posts_v" DROP COLUMN "version_seo_canonical";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_seo_description";
  ALTER TABLE "news" DROP COLUMN "seo_image_id";
  ALTER TABLE "news" DROP COLUMN "seo_noindex";
  ALTER TABLE "news" DROP COLUMN "seo_canonical";
  ALTER TABLE "news_locales" DROP COLUMN "seo_title";
  ALTER TABLE "news_locales" DROP COLUMN "seo_description";
  ALTER TABLE "_news_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_seo_noindex";
  ALTER TABLE "_news_v" DROP COLUMN "version_seo_canonical";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_seo_description";
  ALTER TABLE "research" DROP COLUMN "seo_image_id";
  ALTER TABLE "research" DROP COLUMN "seo_noindex";
  ALTER TABLE "research" DROP COLUMN "seo_canonical";
  ALTER TABLE "research_locales" DROP COLUMN "seo_title";
  ALTER TABLE "research_locales" DROP COLUMN "seo_description";
  ALTER TABLE "_research_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_research_v" DROP COLUMN "version_seo_noindex";
  ALTER TABLE "_research_v" DROP COLUMN "version_seo_canonical";
  ALTER TABLE "_research_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_research_v_locales" DROP COLUMN "version_seo_description";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { readBeforeSchema, writeAfterSchema } from '../layout-languages'
import { postgresMigrationDb } from '../layout-languages/postgres-db'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // One block structure per page with each language's words inside it, a status per language, the
  // cabinet's other colour scheme on theme records (layout-languages/: read first, written after).
  const data = postgresMigrationDb(db)
  const before = await readBeforeSchema(data)
  await db.execute(sql`
   CREATE TABLE "pages_blocks_hero_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_features_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_features_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_services_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"href" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_services_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cta_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_app_section_bullets_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_app_section_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_table_columns_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_table_rows_cells_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_table_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_groups_groups_items_locales" (
  	"label" varchar,
  	"href" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_groups_groups_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_risk_warning_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_widget_locales" (
  	"heading" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feed_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_features_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_features_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_services_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"href" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_services_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stats_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_steps_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_steps_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cta_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_app_section_bullets_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_app_section_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_table_columns_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_table_rows_cells_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_table_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_groups_groups_items_locales" (
  	"label" varchar,
  	"href" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_groups_groups_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_risk_warning_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_widget_locales" (
  	"heading" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feed_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "themes_scheme_colors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  DROP INDEX "pages_blocks_hero_locale_idx";
  DROP INDEX "pages_blocks_features_items_locale_idx";
  DROP INDEX "pages_blocks_features_locale_idx";
  DROP INDEX "pages_blocks_services_items_locale_idx";
  DROP INDEX "pages_blocks_services_locale_idx";
  DROP INDEX "pages_blocks_stats_items_locale_idx";
  DROP INDEX "pages_blocks_stats_locale_idx";
  DROP INDEX "pages_blocks_steps_items_locale_idx";
  DROP INDEX "pages_blocks_steps_locale_idx";
  DROP INDEX "pages_blocks_faq_list_locale_idx";
  DROP INDEX "pages_blocks_rich_text_locale_idx";
  DROP INDEX "pages_blocks_cta_locale_idx";
  DROP INDEX "pages_blocks_app_section_bullets_locale_idx";
  DROP INDEX "pages_blocks_app_section_locale_idx";
  DROP INDEX "pages_blocks_table_columns_locale_idx";
  DROP INDEX "pages_blocks_table_rows_cells_locale_idx";
  DROP INDEX "pages_blocks_table_rows_locale_idx";
  DROP INDEX "pages_blocks_table_locale_idx";
  DROP INDEX "pages_blocks_product_groups_groups_items_locale_idx";
  DROP INDEX "pages_blocks_product_groups_groups_locale_idx";
  DROP INDEX "pages_blocks_product_groups_locale_idx";
  DROP INDEX "pages_blocks_risk_warning_locale_idx";
  DROP INDEX "pages_blocks_widget_locale_idx";
  DROP INDEX "pages_blocks_feed_locale_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "_pages_v_blocks_hero_locale_idx";
  DROP INDEX "_pages_v_blocks_features_items_locale_idx";
  DROP INDEX "_pages_v_blocks_features_locale_idx";
  DROP INDEX "_pages_v_blocks_services_items_locale_idx";
  DROP INDEX "_pages_v_blocks_services_locale_idx";
  DROP INDEX "_pages_v_blocks_stats_items_locale_idx";
  DROP INDEX "_pages_v_blocks_stats_locale_idx";
  DROP INDEX "_pages_v_blocks_steps_items_locale_idx";
  DROP INDEX "_pages_v_blocks_steps_locale_idx";
  DROP INDEX "_pages_v_blocks_faq_list_locale_idx";
  DROP INDEX "_pages_v_blocks_rich_text_locale_idx";
  DROP INDEX "_pages_v_blocks_cta_locale_idx";
  DROP INDEX "_pages_v_blocks_app_section_bullets_locale_idx";
  DROP INDEX "_pages_v_blocks_app_section_locale_idx";
  DROP INDEX "_pages_v_blocks_table_columns_locale_idx";
  DROP INDEX "_pages_v_blocks_table_rows_cells_locale_idx";
  DROP INDEX "_pages_v_blocks_table_rows_locale_idx";
  DROP INDEX "_pages_v_blocks_table_locale_idx";
  DROP INDEX "_pages_v_blocks_product_groups_groups_items_locale_idx";
  DROP INDEX "_pages_v_blocks_product_groups_groups_locale_idx";
  DROP INDEX "_pages_v_blocks_product_groups_locale_idx";
  DROP INDEX "_pages_v_blocks_risk_warning_locale_idx";
  DROP INDEX "_pages_v_blocks_widget_locale_idx";
  DROP INDEX "_pages_v_blocks_feed_locale_idx";
  DROP INDEX "_pages_v_version_version__status_idx";
  DROP INDEX "posts__status_idx";
  DROP INDEX "_posts_v_version_version__status_idx";
  DROP INDEX "news__status_idx";
  DROP INDEX "_news_v_version_version__status_idx";
  DROP INDEX "research__status_idx";
  DROP INDEX "_research_v_version_version__status_idx";
  ALTER TABLE "pages_locales" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version__status" "enum__pages_v_version_status" DEFAULT 'draft';
  ALTER TABLE "posts_locales" ADD COLUMN "_status" "enum_posts_status" DEFAULT 'draft';
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version__status" "enum__posts_v_version_status" DEFAULT 'draft';
  ALTER TABLE "news_locales" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "_news_v_locales" ADD COLUMN "version__status" "enum__news_v_version_status" DEFAULT 'draft';
  ALTER TABLE "research_locales" ADD COLUMN "_status" "enum_research_status" DEFAULT 'draft';
  ALTER TABLE "_research_v_locales" ADD COLUMN "version__status" "enum__research_v_version_status" DEFAULT 'draft';
  ALTER TABLE "pages_blocks_hero_locales" ADD CONSTRAINT "pages_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_features_items_locales" ADD CONSTRAINT "pages_blocks_features_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_features_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_features_locales" ADD CONSTRAINT "pages_blocks_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_services_items_locales" ADD CONSTRAINT "pages_blocks_services_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_services_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_services_locales" ADD CONSTRAINT "pages_blocks_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_items_locales" ADD CONSTRAINT "pages_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_items_locales" ADD CONSTRAINT "pages_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_locales" ADD CONSTRAINT "pages_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list_locales" ADD CONSTRAINT "pages_blocks_faq_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_locales" ADD CONSTRAINT "pages_blocks_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_app_section_bullets_locales" ADD CONSTRAINT "pages_blocks_app_section_bullets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_app_section_bullets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_app_section_locales" ADD CONSTRAINT "pages_blocks_app_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_app_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_columns_locales" ADD CONSTRAINT "pages_blocks_table_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_rows_cells_locales" ADD CONSTRAINT "pages_blocks_table_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_locales" ADD CONSTRAINT "pages_blocks_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_groups_groups_items_locales" ADD CONSTRAINT "pages_blocks_product_groups_groups_items_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_groups_groups_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_groups_groups_locales" ADD CONSTRAINT "pages_blocks_product_groups_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_groups_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_risk_warning_locales" ADD CONSTRAINT "pages_blocks_risk_warning_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_risk_warning"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_widget_locales" ADD CONSTRAINT "pages_blocks_widget_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feed_locales" ADD CONSTRAINT "pages_blocks_feed_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feed"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD CONSTRAINT "_pages_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features_items_locales" ADD CONSTRAINT "_pages_v_blocks_features_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_features_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features_locales" ADD CONSTRAINT "_pages_v_blocks_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_services_items_locales" ADD CONSTRAINT "_pages_v_blocks_services_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_services_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_services_locales" ADD CONSTRAINT "_pages_v_blocks_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_items_locales" ADD CONSTRAINT "_pages_v_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_items_locales" ADD CONSTRAINT "_pages_v_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_locales" ADD CONSTRAINT "_pages_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list_locales" ADD CONSTRAINT "_pages_v_blocks_faq_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_locales" ADD CONSTRAINT "_pages_v_blocks_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_app_section_bullets_locales" ADD CONSTRAINT "_pages_v_blocks_app_section_bullets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_app_section_bullets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_app_section_locales" ADD CONSTRAINT "_pages_v_blocks_app_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_app_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_columns_locales" ADD CONSTRAINT "_pages_v_blocks_table_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_rows_cells_locales" ADD CONSTRAINT "_pages_v_blocks_table_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_locales" ADD CONSTRAINT "_pages_v_blocks_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_groups_groups_items_locales" ADD CONSTRAINT "_pages_v_blocks_product_groups_groups_items_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_groups_groups_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_groups_groups_locales" ADD CONSTRAINT "_pages_v_blocks_product_groups_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_groups_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_risk_warning_locales" ADD CONSTRAINT "_pages_v_blocks_risk_warning_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_risk_warning"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_widget_locales" ADD CONSTRAINT "_pages_v_blocks_widget_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feed_locales" ADD CONSTRAINT "_pages_v_blocks_feed_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feed"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "themes_scheme_colors" ADD CONSTRAINT "themes_scheme_colors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_blocks_hero_locales_locale_parent_id_unique" ON "pages_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_features_items_locales_locale_parent_id_unique" ON "pages_blocks_features_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_features_locales_locale_parent_id_unique" ON "pages_blocks_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_services_items_locales_locale_parent_id_unique" ON "pages_blocks_services_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_services_locales_locale_parent_id_unique" ON "pages_blocks_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_stats_items_locales_locale_parent_id_unique" ON "pages_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_steps_items_locales_locale_parent_id_unique" ON "pages_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_steps_locales_locale_parent_id_unique" ON "pages_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_list_locales_locale_parent_id_unique" ON "pages_blocks_faq_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_cta_locales_locale_parent_id_unique" ON "pages_blocks_cta_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_app_section_bullets_locales_locale_parent_id_un" ON "pages_blocks_app_section_bullets_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_app_section_locales_locale_parent_id_unique" ON "pages_blocks_app_section_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_table_columns_locales_locale_parent_id_unique" ON "pages_blocks_table_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_table_rows_cells_locales_locale_parent_id_uniqu" ON "pages_blocks_table_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_table_locales_locale_parent_id_unique" ON "pages_blocks_table_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_product_groups_groups_items_locales_locale_pare" ON "pages_blocks_product_groups_groups_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_product_groups_groups_locales_locale_parent_id_" ON "pages_blocks_product_groups_groups_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_risk_warning_locales_locale_parent_id_unique" ON "pages_blocks_risk_warning_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_widget_locales_locale_parent_id_unique" ON "pages_blocks_widget_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_feed_locales_locale_parent_id_unique" ON "pages_blocks_feed_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_features_items_locales_locale_parent_id_uniq" ON "_pages_v_blocks_features_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_features_locales_locale_parent_id_unique" ON "_pages_v_blocks_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_services_items_locales_locale_parent_id_uniq" ON "_pages_v_blocks_services_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_services_locales_locale_parent_id_unique" ON "_pages_v_blocks_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_stats_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_locales_locale_parent_id_unique" ON "_pages_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_cta_locales_locale_parent_id_unique" ON "_pages_v_blocks_cta_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_app_section_bullets_locales_locale_parent_id" ON "_pages_v_blocks_app_section_bullets_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_app_section_locales_locale_parent_id_unique" ON "_pages_v_blocks_app_section_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_table_columns_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_table_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_table_rows_cells_locales_locale_parent_id_un" ON "_pages_v_blocks_table_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_table_locales_locale_parent_id_unique" ON "_pages_v_blocks_table_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_groups_groups_items_locales_locale_p" ON "_pages_v_blocks_product_groups_groups_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_groups_groups_locales_locale_parent_" ON "_pages_v_blocks_product_groups_groups_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_risk_warning_locales_locale_parent_id_unique" ON "_pages_v_blocks_risk_warning_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_widget_locales_locale_parent_id_unique" ON "_pages_v_blocks_widget_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feed_locales_locale_parent_id_unique" ON "_pages_v_blocks_feed_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "themes_scheme_colors_order_idx" ON "themes_scheme_colors" USING btree ("_order");
  CREATE INDEX "themes_scheme_colors_parent_id_idx" ON "themes_scheme_colors" USING btree ("_parent_id");
  CREATE INDEX "pages__status_idx" ON "pages_locales" USING btree ("_status","_locale");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v_locales" USING btree ("version__status","_locale");
  CREATE INDEX "posts__status_idx" ON "posts_locales" USING btree ("_status","_locale");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v_locales" USING btree ("version__status","_locale");
  CREATE INDEX "news__status_idx" ON "news_locales" USING btree ("_status","_locale");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v_locales" USING btree ("version__status","_locale");
  CREATE INDEX "research__status_idx" ON "research_locales" USING btree ("_status","_locale");
  CREATE INDEX "_research_v_version_version__status_idx" ON "_research_v_locales" USING btree ("version__status","_locale");
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "subheading";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "cta_label";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "cta_href";
  ALTER TABLE "pages_blocks_features_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_features_items" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_features_items" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_features" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_features" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_features" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_services_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_services_items" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_services_items" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_services_items" DROP COLUMN "href";
  ALTER TABLE "pages_blocks_services_items" DROP COLUMN "link_label";
  ALTER TABLE "pages_blocks_services" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_services" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_stats_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_stats_items" DROP COLUMN "value";
  ALTER TABLE "pages_blocks_stats_items" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_steps_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_steps_items" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_steps_items" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_steps" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_steps" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_faq_list" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_faq_list" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "content";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "button_label";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "button_href";
  ALTER TABLE "pages_blocks_app_section_bullets" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_app_section_bullets" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_app_section" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_app_section" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_app_section" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_table_columns" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_table_columns" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_table_rows_cells" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_table_rows_cells" DROP COLUMN "value";
  ALTER TABLE "pages_blocks_table_rows" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_table" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_table" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_product_groups_groups_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_product_groups_groups_items" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_product_groups_groups_items" DROP COLUMN "href";
  ALTER TABLE "pages_blocks_product_groups_groups_items" DROP COLUMN "description";
  ALTER TABLE "pages_blocks_product_groups_groups" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_product_groups_groups" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_product_groups" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_risk_warning" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_risk_warning" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_widget" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_widget" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_widget" DROP COLUMN "note";
  ALTER TABLE "pages_blocks_feed" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_feed" DROP COLUMN "heading";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "subheading";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "cta_label";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "cta_href";
  ALTER TABLE "_pages_v_blocks_features_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_features_items" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_features_items" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_features" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_features" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_features" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_services_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_services_items" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_services_items" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_services_items" DROP COLUMN "href";
  ALTER TABLE "_pages_v_blocks_services_items" DROP COLUMN "link_label";
  ALTER TABLE "_pages_v_blocks_services" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_services" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_stats_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_stats_items" DROP COLUMN "value";
  ALTER TABLE "_pages_v_blocks_stats_items" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_steps_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_steps_items" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_steps_items" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_steps" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_steps" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_faq_list" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_faq_list" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "content";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "button_label";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "button_href";
  ALTER TABLE "_pages_v_blocks_app_section_bullets" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_app_section_bullets" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_app_section" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_app_section" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_app_section" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_table_columns" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_table_columns" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_table_rows_cells" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_table_rows_cells" DROP COLUMN "value";
  ALTER TABLE "_pages_v_blocks_table_rows" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_table" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_table" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_product_groups_groups_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_product_groups_groups_items" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_product_groups_groups_items" DROP COLUMN "href";
  ALTER TABLE "_pages_v_blocks_product_groups_groups_items" DROP COLUMN "description";
  ALTER TABLE "_pages_v_blocks_product_groups_groups" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_product_groups_groups" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_product_groups" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_risk_warning" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_risk_warning" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_widget" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_widget" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_widget" DROP COLUMN "note";
  ALTER TABLE "_pages_v_blocks_feed" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_feed" DROP COLUMN "heading";
  ALTER TABLE "_pages_v" DROP COLUMN "version__status";
  ALTER TABLE "posts" DROP COLUMN "_status";
  ALTER TABLE "_posts_v" DROP COLUMN "version__status";
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "_news_v" DROP COLUMN "version__status";
  ALTER TABLE "research" DROP COLUMN "_status";
  ALTER TABLE "_research_v" DROP COLUMN "version__status";`)
  await writeAfterSchema(data, before, (message) => payload.logger.info(message))
}

// The schema only: each language's copy of a layout is not made again from the shared structure.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_features_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_services_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_app_section_bullets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_app_section_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_table_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_table_rows_cells_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_groups_groups_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_groups_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_risk_warning_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_widget_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feed_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_services_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_app_section_bullets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_app_section_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_table_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_table_rows_cells_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_groups_groups_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_groups_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_risk_warning_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_widget_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feed_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "themes_scheme_colors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_locales" CASCADE;
  DROP TABLE "pages_blocks_features_items_locales" CASCADE;
  DROP TABLE "pages_blocks_features_locales" CASCADE;
  DROP TABLE "pages_blocks_services_items_locales" CASCADE;
  DROP TABLE "pages_blocks_services_locales" CASCADE;
  DROP TABLE "pages_blocks_stats_items_locales" CASCADE;
  DROP TABLE "pages_blocks_steps_items_locales" CASCADE;
  DROP TABLE "pages_blocks_steps_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_list_locales" CASCADE;
  DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "pages_blocks_cta_locales" CASCADE;
  DROP TABLE "pages_blocks_app_section_bullets_locales" CASCADE;
  DROP TABLE "pages_blocks_app_section_locales" CASCADE;
  DROP TABLE "pages_blocks_table_columns_locales" CASCADE;
  DROP TABLE "pages_blocks_table_rows_cells_locales" CASCADE;
  DROP TABLE "pages_blocks_table_locales" CASCADE;
  DROP TABLE "pages_blocks_product_groups_groups_items_locales" CASCADE;
  DROP TABLE "pages_blocks_product_groups_groups_locales" CASCADE;
  DROP TABLE "pages_blocks_risk_warning_locales" CASCADE;
  DROP TABLE "pages_blocks_widget_locales" CASCADE;
  DROP TABLE "pages_blocks_feed_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_features_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_features_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_services_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_services_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_app_section_bullets_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_app_section_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_table_columns_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_table_rows_cells_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_table_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_groups_groups_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_groups_groups_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_risk_warning_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_widget_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feed_locales" CASCADE;
  DROP TABLE "themes_scheme_colors" CASCADE;
  DROP INDEX "pages__status_idx";
  DROP INDEX "_pages_v_version_version__status_idx";
  DROP INDEX "posts__status_idx";
  DROP INDEX "_posts_v_version_version__status_idx";
  DROP INDEX "news__status_idx";
  DROP INDEX "_news_v_version_version__status_idx";
  DROP INDEX "research__status_idx";
  DROP INDEX "_research_v_version_version__status_idx";
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "subheading" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "cta_label" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "cta_href" varchar;
  ALTER TABLE "pages_blocks_features_items" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_features_items" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_features_items" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_features" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_features" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_features" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_services_items" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_services_items" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_services_items" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_services_items" ADD COLUMN "href" varchar;
  ALTER TABLE "pages_blocks_services_items" ADD COLUMN "link_label" varchar;
  ALTER TABLE "pages_blocks_services" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_services" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_stats_items" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_stats_items" ADD COLUMN "value" varchar;
  ALTER TABLE "pages_blocks_stats_items" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_steps_items" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_steps_items" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_steps_items" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_steps" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_steps" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_faq_list" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_faq_list" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "button_label" varchar;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "button_href" varchar;
  ALTER TABLE "pages_blocks_app_section_bullets" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_app_section_bullets" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_app_section" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_app_section" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_app_section" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_table_columns" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_table_columns" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_table_rows_cells" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_table_rows_cells" ADD COLUMN "value" varchar;
  ALTER TABLE "pages_blocks_table_rows" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_table" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_table" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_product_groups_groups_items" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_product_groups_groups_items" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_product_groups_groups_items" ADD COLUMN "href" varchar;
  ALTER TABLE "pages_blocks_product_groups_groups_items" ADD COLUMN "description" varchar;
  ALTER TABLE "pages_blocks_product_groups_groups" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_product_groups_groups" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_product_groups" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_risk_warning" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_risk_warning" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_widget" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_widget" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_widget" ADD COLUMN "note" varchar;
  ALTER TABLE "pages_blocks_feed" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "pages_blocks_feed" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "subheading" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "cta_label" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "cta_href" varchar;
  ALTER TABLE "_pages_v_blocks_features_items" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_features_items" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_features_items" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_features" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_features" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_features" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_services_items" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_services_items" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_services_items" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_services_items" ADD COLUMN "href" varchar;
  ALTER TABLE "_pages_v_blocks_services_items" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_pages_v_blocks_services" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_services" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD COLUMN "value" varchar;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_steps_items" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_steps_items" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_steps_items" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_steps" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_steps" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "button_label" varchar;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "button_href" varchar;
  ALTER TABLE "_pages_v_blocks_app_section_bullets" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_app_section_bullets" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_app_section" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_app_section" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_app_section" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_table_columns" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_table_columns" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_table_rows_cells" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_table_rows_cells" ADD COLUMN "value" varchar;
  ALTER TABLE "_pages_v_blocks_table_rows" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_table" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_table" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_product_groups_groups_items" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_product_groups_groups_items" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_product_groups_groups_items" ADD COLUMN "href" varchar;
  ALTER TABLE "_pages_v_blocks_product_groups_groups_items" ADD COLUMN "description" varchar;
  ALTER TABLE "_pages_v_blocks_product_groups_groups" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_product_groups_groups" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_product_groups" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_risk_warning" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_risk_warning" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_widget" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_widget" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_widget" ADD COLUMN "note" varchar;
  ALTER TABLE "_pages_v_blocks_feed" ADD COLUMN "_locale" "_locales" NOT NULL;
  ALTER TABLE "_pages_v_blocks_feed" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version__status" "enum__pages_v_version_status" DEFAULT 'draft';
  ALTER TABLE "posts" ADD COLUMN "_status" "enum_posts_status" DEFAULT 'draft';
  ALTER TABLE "_posts_v" ADD COLUMN "version__status" "enum__posts_v_version_status" DEFAULT 'draft';
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "_news_v" ADD COLUMN "version__status" "enum__news_v_version_status" DEFAULT 'draft';
  ALTER TABLE "research" ADD COLUMN "_status" "enum_research_status" DEFAULT 'draft';
  ALTER TABLE "_research_v" ADD COLUMN "version__status" "enum__research_v_version_status" DEFAULT 'draft';
  CREATE INDEX "pages_blocks_hero_locale_idx" ON "pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_features_items_locale_idx" ON "pages_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_features_locale_idx" ON "pages_blocks_features" USING btree ("_locale");
  CREATE INDEX "pages_blocks_services_items_locale_idx" ON "pages_blocks_services_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_services_locale_idx" ON "pages_blocks_services" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stats_items_locale_idx" ON "pages_blocks_stats_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stats_locale_idx" ON "pages_blocks_stats" USING btree ("_locale");
  CREATE INDEX "pages_blocks_steps_items_locale_idx" ON "pages_blocks_steps_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_steps_locale_idx" ON "pages_blocks_steps" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_list_locale_idx" ON "pages_blocks_faq_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cta_locale_idx" ON "pages_blocks_cta" USING btree ("_locale");
  CREATE INDEX "pages_blocks_app_section_bullets_locale_idx" ON "pages_blocks_app_section_bullets" USING btree ("_locale");
  CREATE INDEX "pages_blocks_app_section_locale_idx" ON "pages_blocks_app_section" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_columns_locale_idx" ON "pages_blocks_table_columns" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_rows_cells_locale_idx" ON "pages_blocks_table_rows_cells" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_rows_locale_idx" ON "pages_blocks_table_rows" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_locale_idx" ON "pages_blocks_table" USING btree ("_locale");
  CREATE INDEX "pages_blocks_product_groups_groups_items_locale_idx" ON "pages_blocks_product_groups_groups_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_product_groups_groups_locale_idx" ON "pages_blocks_product_groups_groups" USING btree ("_locale");
  CREATE INDEX "pages_blocks_product_groups_locale_idx" ON "pages_blocks_product_groups" USING btree ("_locale");
  CREATE INDEX "pages_blocks_risk_warning_locale_idx" ON "pages_blocks_risk_warning" USING btree ("_locale");
  CREATE INDEX "pages_blocks_widget_locale_idx" ON "pages_blocks_widget" USING btree ("_locale");
  CREATE INDEX "pages_blocks_feed_locale_idx" ON "pages_blocks_feed" USING btree ("_locale");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_features_items_locale_idx" ON "_pages_v_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_features_locale_idx" ON "_pages_v_blocks_features" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_services_items_locale_idx" ON "_pages_v_blocks_services_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_services_locale_idx" ON "_pages_v_blocks_services" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stats_items_locale_idx" ON "_pages_v_blocks_stats_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stats_locale_idx" ON "_pages_v_blocks_stats" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_steps_items_locale_idx" ON "_pages_v_blocks_steps_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_steps_locale_idx" ON "_pages_v_blocks_steps" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_list_locale_idx" ON "_pages_v_blocks_faq_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cta_locale_idx" ON "_pages_v_blocks_cta" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_app_section_bullets_locale_idx" ON "_pages_v_blocks_app_section_bullets" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_app_section_locale_idx" ON "_pages_v_blocks_app_section" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_columns_locale_idx" ON "_pages_v_blocks_table_columns" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_rows_cells_locale_idx" ON "_pages_v_blocks_table_rows_cells" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_rows_locale_idx" ON "_pages_v_blocks_table_rows" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_locale_idx" ON "_pages_v_blocks_table" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_product_groups_groups_items_locale_idx" ON "_pages_v_blocks_product_groups_groups_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_product_groups_groups_locale_idx" ON "_pages_v_blocks_product_groups_groups" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_product_groups_locale_idx" ON "_pages_v_blocks_product_groups" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_risk_warning_locale_idx" ON "_pages_v_blocks_risk_warning" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_widget_locale_idx" ON "_pages_v_blocks_widget" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_feed_locale_idx" ON "_pages_v_blocks_feed" USING btree ("_locale");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "research__status_idx" ON "research" USING btree ("_status");
  CREATE INDEX "_research_v_version_version__status_idx" ON "_research_v" USING btree ("version__status");
  ALTER TABLE "pages_locales" DROP COLUMN "_status";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version__status";
  ALTER TABLE "posts_locales" DROP COLUMN "_status";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version__status";
  ALTER TABLE "news_locales" DROP COLUMN "_status";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version__status";
  ALTER TABLE "research_locales" DROP COLUMN "_status";
  ALTER TABLE "_research_v_locales" DROP COLUMN "version__status";`)
}

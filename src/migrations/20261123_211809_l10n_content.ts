import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site's content in English and Arabic (issue 17, decision 0043). Payload keeps a localized
 * field in a `<table>_locales` table (one row per record and language), so the generated
 * statements drop the texts' columns: edited so every text is first copied into its English
 * row, and the Arabic names editors already kept in `name_ar` (clubs, purposes) become the
 * Arabic form of `name`. `down` copies the English texts back (a record written only in Arabic
 * gives its Arabic text) before the `_locales` tables go.
 */

/** Each table whose text columns move, with those columns. */
const MOVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['articles', ['title', 'sub_title', 'excerpt', 'body', 'meta_title', 'meta_description']],
  [
    '_articles_v',
    [
      'version_title',
      'version_sub_title',
      'version_excerpt',
      'version_body',
      'version_meta_title',
      'version_meta_description',
    ],
  ],
  ['categories', ['name']],
  ['activities_details', ['text']],
  ['activities', ['name', 'tag', 'excerpt', 'meta_title', 'meta_description']],
  ['volunteers', ['job']],
  ['clubs', ['name', 'city']],
  ['board_members', ['fullname', 'job_role', 'bio']],
  ['purposes_objectives', ['text']],
  ['purposes_services_provided', ['text']],
  ['purposes_beneficiaries', ['text']],
  ['purposes_partnerships', ['text']],
  ['purposes_impact_stats', ['text']],
  ['purposes_support_info', ['text']],
  ['purposes', ['name', 'description', 'testimonial']],
  ['about_us', ['title', 'mission_title', 'mission_description', 'message_title', 'message_description']],
  ['bylaws_articles_sections', ['heading', 'body']],
  ['bylaws_articles', ['title']],
  ['bylaws', ['title', 'adopted', 'preamble']],
]

const list = (columns: readonly string[], prefix = '') =>
  columns.map((c) => `${prefix}"${c}"`).join(', ')

/** Every existing text into its record's English row, before the columns are dropped. */
function copyIntoLocales(): string {
  const english = MOVES.map(
    ([table, columns]) =>
      `INSERT INTO "${table}_locales" ("_locale", "_parent_id", ${list(columns)})
       SELECT 'en', "id", ${list(columns)} FROM "${table}";`,
  )
  const arabicNames = ['clubs', 'purposes'].map(
    (table) =>
      `INSERT INTO "${table}_locales" ("_locale", "_parent_id", "name")
       SELECT 'ar', "id", "name_ar" FROM "${table}" WHERE coalesce(btrim("name_ar"), '') <> '';`,
  )
  return [...english, ...arabicNames].join('\n')
}

/** The English texts back into the restored columns (else the record's only language). */
function copyBackFromLocales(): string {
  return MOVES.map(
    ([table, columns]) =>
      `UPDATE "${table}" AS t SET ${columns.map((c) => `"${c}" = l."${c}"`).join(', ')}
       FROM (SELECT DISTINCT ON ("_parent_id") * FROM "${table}_locales"
             ORDER BY "_parent_id", ("_locale" = 'en') DESC) AS l
       WHERE l."_parent_id" = t."id";`,
  ).join('\n')
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_exports_locale" AS ENUM('all', 'en', 'ar');
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"sub_title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_sub_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "activities_details_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "activities_locales" (
  	"name" varchar NOT NULL,
  	"tag" varchar,
  	"excerpt" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "volunteers_locales" (
  	"job" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "clubs_locales" (
  	"name" varchar NOT NULL,
  	"city" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "board_members_locales" (
  	"fullname" varchar NOT NULL,
  	"job_role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "purposes_objectives_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purposes_services_provided_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purposes_beneficiaries_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purposes_partnerships_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purposes_impact_stats_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purposes_support_info_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purposes_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"testimonial" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_us_locales" (
  	"title" varchar NOT NULL,
  	"mission_title" varchar NOT NULL,
  	"mission_description" varchar NOT NULL,
  	"message_title" varchar NOT NULL,
  	"message_description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "bylaws_articles_sections_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "bylaws_articles_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "bylaws_locales" (
  	"title" varchar NOT NULL,
  	"adopted" varchar,
  	"preamble" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_articles_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_articles_v" ADD COLUMN "published_locale" "enum__articles_v_published_locale";
  ALTER TABLE "exports" ADD COLUMN "locale" "enum_exports_locale" DEFAULT 'all';
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_details_locales" ADD CONSTRAINT "activities_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."activities_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_locales" ADD CONSTRAINT "activities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "volunteers_locales" ADD CONSTRAINT "volunteers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."volunteers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clubs_locales" ADD CONSTRAINT "clubs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "board_members_locales" ADD CONSTRAINT "board_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."board_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purposes_objectives_locales" ADD CONSTRAINT "purposes_objectives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purposes_objectives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purposes_services_provided_locales" ADD CONSTRAINT "purposes_services_provided_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purposes_services_provided"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purposes_beneficiaries_locales" ADD CONSTRAINT "purposes_beneficiaries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purposes_beneficiaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purposes_partnerships_locales" ADD CONSTRAINT "purposes_partnerships_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purposes_partnerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purposes_impact_stats_locales" ADD CONSTRAINT "purposes_impact_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purposes_impact_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purposes_support_info_locales" ADD CONSTRAINT "purposes_support_info_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purposes_support_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purposes_locales" ADD CONSTRAINT "purposes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purposes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_us_locales" ADD CONSTRAINT "about_us_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bylaws_articles_sections_locales" ADD CONSTRAINT "bylaws_articles_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bylaws_articles_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bylaws_articles_locales" ADD CONSTRAINT "bylaws_articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bylaws_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bylaws_locales" ADD CONSTRAINT "bylaws_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bylaws"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "activities_details_locales_locale_parent_id_unique" ON "activities_details_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "activities_locales_locale_parent_id_unique" ON "activities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "volunteers_locales_locale_parent_id_unique" ON "volunteers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "clubs_locales_locale_parent_id_unique" ON "clubs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "board_members_locales_locale_parent_id_unique" ON "board_members_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "purposes_objectives_locales_locale_parent_id_unique" ON "purposes_objectives_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "purposes_services_provided_locales_locale_parent_id_unique" ON "purposes_services_provided_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "purposes_beneficiaries_locales_locale_parent_id_unique" ON "purposes_beneficiaries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "purposes_partnerships_locales_locale_parent_id_unique" ON "purposes_partnerships_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "purposes_impact_stats_locales_locale_parent_id_unique" ON "purposes_impact_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "purposes_support_info_locales_locale_parent_id_unique" ON "purposes_support_info_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "purposes_locales_locale_parent_id_unique" ON "purposes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "about_us_locales_locale_parent_id_unique" ON "about_us_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "bylaws_articles_sections_locales_locale_parent_id_unique" ON "bylaws_articles_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "bylaws_articles_locales_locale_parent_id_unique" ON "bylaws_articles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "bylaws_locales_locale_parent_id_unique" ON "bylaws_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");`)
  await db.execute(sql.raw(copyIntoLocales()))
  await db.execute(sql`
  ALTER TABLE "articles" DROP COLUMN "title";
  ALTER TABLE "articles" DROP COLUMN "sub_title";
  ALTER TABLE "articles" DROP COLUMN "excerpt";
  ALTER TABLE "articles" DROP COLUMN "body";
  ALTER TABLE "articles" DROP COLUMN "meta_title";
  ALTER TABLE "articles" DROP COLUMN "meta_description";
  ALTER TABLE "_articles_v" DROP COLUMN "version_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_sub_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_excerpt";
  ALTER TABLE "_articles_v" DROP COLUMN "version_body";
  ALTER TABLE "_articles_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "categories" DROP COLUMN "name";
  ALTER TABLE "activities_details" DROP COLUMN "text";
  ALTER TABLE "activities" DROP COLUMN "name";
  ALTER TABLE "activities" DROP COLUMN "tag";
  ALTER TABLE "activities" DROP COLUMN "excerpt";
  ALTER TABLE "activities" DROP COLUMN "meta_title";
  ALTER TABLE "activities" DROP COLUMN "meta_description";
  ALTER TABLE "volunteers" DROP COLUMN "job";
  ALTER TABLE "clubs" DROP COLUMN "name";
  ALTER TABLE "clubs" DROP COLUMN "city";
  ALTER TABLE "board_members" DROP COLUMN "fullname";
  ALTER TABLE "board_members" DROP COLUMN "job_role";
  ALTER TABLE "board_members" DROP COLUMN "bio";
  ALTER TABLE "purposes_objectives" DROP COLUMN "text";
  ALTER TABLE "purposes_services_provided" DROP COLUMN "text";
  ALTER TABLE "purposes_beneficiaries" DROP COLUMN "text";
  ALTER TABLE "purposes_partnerships" DROP COLUMN "text";
  ALTER TABLE "purposes_impact_stats" DROP COLUMN "text";
  ALTER TABLE "purposes_support_info" DROP COLUMN "text";
  ALTER TABLE "purposes" DROP COLUMN "name";
  ALTER TABLE "purposes" DROP COLUMN "description";
  ALTER TABLE "purposes" DROP COLUMN "testimonial";
  ALTER TABLE "about_us" DROP COLUMN "title";
  ALTER TABLE "about_us" DROP COLUMN "mission_title";
  ALTER TABLE "about_us" DROP COLUMN "mission_description";
  ALTER TABLE "about_us" DROP COLUMN "message_title";
  ALTER TABLE "about_us" DROP COLUMN "message_description";
  ALTER TABLE "bylaws_articles_sections" DROP COLUMN "heading";
  ALTER TABLE "bylaws_articles_sections" DROP COLUMN "body";
  ALTER TABLE "bylaws_articles" DROP COLUMN "title";
  ALTER TABLE "bylaws" DROP COLUMN "title";
  ALTER TABLE "bylaws" DROP COLUMN "adopted";
  ALTER TABLE "bylaws" DROP COLUMN "preamble";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "articles" ADD COLUMN "title" varchar;
  ALTER TABLE "articles" ADD COLUMN "sub_title" varchar;
  ALTER TABLE "articles" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "articles" ADD COLUMN "body" jsonb;
  ALTER TABLE "articles" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "articles" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_sub_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_excerpt" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "_articles_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "categories" ADD COLUMN "name" varchar;
  ALTER TABLE "activities_details" ADD COLUMN "text" varchar;
  ALTER TABLE "activities" ADD COLUMN "name" varchar;
  ALTER TABLE "activities" ADD COLUMN "tag" varchar;
  ALTER TABLE "activities" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "activities" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "activities" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "volunteers" ADD COLUMN "job" varchar;
  ALTER TABLE "clubs" ADD COLUMN "name" varchar;
  ALTER TABLE "clubs" ADD COLUMN "city" varchar;
  ALTER TABLE "board_members" ADD COLUMN "fullname" varchar;
  ALTER TABLE "board_members" ADD COLUMN "job_role" varchar;
  ALTER TABLE "board_members" ADD COLUMN "bio" varchar;
  ALTER TABLE "purposes_objectives" ADD COLUMN "text" varchar;
  ALTER TABLE "purposes_services_provided" ADD COLUMN "text" varchar;
  ALTER TABLE "purposes_beneficiaries" ADD COLUMN "text" varchar;
  ALTER TABLE "purposes_partnerships" ADD COLUMN "text" varchar;
  ALTER TABLE "purposes_impact_stats" ADD COLUMN "text" varchar;
  ALTER TABLE "purposes_support_info" ADD COLUMN "text" varchar;
  ALTER TABLE "purposes" ADD COLUMN "name" varchar;
  ALTER TABLE "purposes" ADD COLUMN "description" varchar;
  ALTER TABLE "purposes" ADD COLUMN "testimonial" varchar;
  ALTER TABLE "about_us" ADD COLUMN "title" varchar;
  ALTER TABLE "about_us" ADD COLUMN "mission_title" varchar;
  ALTER TABLE "about_us" ADD COLUMN "mission_description" varchar;
  ALTER TABLE "about_us" ADD COLUMN "message_title" varchar;
  ALTER TABLE "about_us" ADD COLUMN "message_description" varchar;
  ALTER TABLE "bylaws_articles_sections" ADD COLUMN "heading" varchar;
  ALTER TABLE "bylaws_articles_sections" ADD COLUMN "body" varchar;
  ALTER TABLE "bylaws_articles" ADD COLUMN "title" varchar;
  ALTER TABLE "bylaws" ADD COLUMN "title" varchar;
  ALTER TABLE "bylaws" ADD COLUMN "adopted" varchar;
  ALTER TABLE "bylaws" ADD COLUMN "preamble" varchar;`)
  await db.execute(sql.raw(copyBackFromLocales()))
  await db.execute(sql`
  ALTER TABLE "categories" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "activities_details" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "activities" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "clubs" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "board_members" ALTER COLUMN "fullname" SET NOT NULL;
  ALTER TABLE "purposes_objectives" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "purposes_services_provided" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "purposes_beneficiaries" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "purposes_partnerships" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "purposes_impact_stats" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "purposes_support_info" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "purposes" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "about_us" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_us" ALTER COLUMN "mission_title" SET NOT NULL;
  ALTER TABLE "about_us" ALTER COLUMN "mission_description" SET NOT NULL;
  ALTER TABLE "about_us" ALTER COLUMN "message_title" SET NOT NULL;
  ALTER TABLE "about_us" ALTER COLUMN "message_description" SET NOT NULL;
  ALTER TABLE "bylaws_articles_sections" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "bylaws_articles_sections" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "bylaws_articles" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "bylaws" ALTER COLUMN "title" SET NOT NULL;
   ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities_details_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "volunteers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clubs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "board_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "purposes_objectives_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "purposes_services_provided_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "purposes_beneficiaries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "purposes_partnerships_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "purposes_impact_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "purposes_support_info_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "purposes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_us_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bylaws_articles_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bylaws_articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bylaws_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "activities_details_locales" CASCADE;
  DROP TABLE "activities_locales" CASCADE;
  DROP TABLE "volunteers_locales" CASCADE;
  DROP TABLE "clubs_locales" CASCADE;
  DROP TABLE "board_members_locales" CASCADE;
  DROP TABLE "purposes_objectives_locales" CASCADE;
  DROP TABLE "purposes_services_provided_locales" CASCADE;
  DROP TABLE "purposes_beneficiaries_locales" CASCADE;
  DROP TABLE "purposes_partnerships_locales" CASCADE;
  DROP TABLE "purposes_impact_stats_locales" CASCADE;
  DROP TABLE "purposes_support_info_locales" CASCADE;
  DROP TABLE "purposes_locales" CASCADE;
  DROP TABLE "about_us_locales" CASCADE;
  DROP TABLE "bylaws_articles_sections_locales" CASCADE;
  DROP TABLE "bylaws_articles_locales" CASCADE;
  DROP TABLE "bylaws_locales" CASCADE;
  DROP INDEX "_articles_v_snapshot_idx";
  DROP INDEX "_articles_v_published_locale_idx";
  ALTER TABLE "_articles_v" DROP COLUMN "snapshot";
  ALTER TABLE "_articles_v" DROP COLUMN "published_locale";
  ALTER TABLE "exports" DROP COLUMN "locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_exports_locale";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_case_requests_status" AS ENUM('new', 'under-review', 'approved', 'rejected', 'assisted');
  CREATE TYPE "public"."enum_case_requests_language" AS ENUM('ar', 'en');
  CREATE TABLE "case_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_case_requests_status" DEFAULT 'new' NOT NULL,
  	"assigned_club_id" integer,
  	"notes" varchar,
  	"purpose_id" integer,
  	"fullname" varchar NOT NULL,
  	"age" varchar,
  	"national_id" varchar NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"address" varchar,
  	"governorate_id" integer,
  	"governorate_text" varchar,
  	"city_id" integer,
  	"city_text" varchar,
  	"village_id" integer,
  	"village_text" varchar,
  	"club_id" integer,
  	"is_working" boolean,
  	"current_job" varchar,
  	"job_place" varchar,
  	"insurance_number" varchar,
  	"has_house" boolean,
  	"housing_type" varchar,
  	"housing_space" varchar,
  	"room_numbers" varchar,
  	"possession" varchar,
  	"monthly_rent" varchar,
  	"house_independance" varchar,
  	"wc" boolean,
  	"water_source" boolean,
  	"house_status" varchar,
  	"case_image_id" integer,
  	"language" "enum_case_requests_language" DEFAULT 'ar',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "case_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_files_id" integer
  );
  
  CREATE TABLE "case_files" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "case_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "case_files_id" integer;
  ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_assigned_club_id_clubs_id_fk" FOREIGN KEY ("assigned_club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_purpose_id_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."purposes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_city_id_egypt_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."egypt_cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_case_image_id_case_files_id_fk" FOREIGN KEY ("case_image_id") REFERENCES "public"."case_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_requests_rels" ADD CONSTRAINT "case_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_requests_rels" ADD CONSTRAINT "case_requests_rels_case_files_fk" FOREIGN KEY ("case_files_id") REFERENCES "public"."case_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "case_requests_status_idx" ON "case_requests" USING btree ("status");
  CREATE INDEX "case_requests_assigned_club_idx" ON "case_requests" USING btree ("assigned_club_id");
  CREATE INDEX "case_requests_purpose_idx" ON "case_requests" USING btree ("purpose_id");
  CREATE INDEX "case_requests_governorate_idx" ON "case_requests" USING btree ("governorate_id");
  CREATE INDEX "case_requests_city_idx" ON "case_requests" USING btree ("city_id");
  CREATE INDEX "case_requests_village_idx" ON "case_requests" USING btree ("village_id");
  CREATE INDEX "case_requests_club_idx" ON "case_requests" USING btree ("club_id");
  CREATE INDEX "case_requests_case_image_idx" ON "case_requests" USING btree ("case_image_id");
  CREATE INDEX "case_requests_updated_at_idx" ON "case_requests" USING btree ("updated_at");
  CREATE INDEX "case_requests_created_at_idx" ON "case_requests" USING btree ("created_at");
  CREATE INDEX "case_requests_rels_order_idx" ON "case_requests_rels" USING btree ("order");
  CREATE INDEX "case_requests_rels_parent_idx" ON "case_requests_rels" USING btree ("parent_id");
  CREATE INDEX "case_requests_rels_path_idx" ON "case_requests_rels" USING btree ("path");
  CREATE INDEX "case_requests_rels_case_files_id_idx" ON "case_requests_rels" USING btree ("case_files_id");
  CREATE INDEX "case_files_updated_at_idx" ON "case_files" USING btree ("updated_at");
  CREATE INDEX "case_files_created_at_idx" ON "case_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "case_files_filename_idx" ON "case_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_requests_fk" FOREIGN KEY ("case_requests_id") REFERENCES "public"."case_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_files_fk" FOREIGN KEY ("case_files_id") REFERENCES "public"."case_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_case_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("case_requests_id");
  CREATE INDEX "payload_locked_documents_rels_case_files_id_idx" ON "payload_locked_documents_rels" USING btree ("case_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "case_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "case_requests" CASCADE;
  DROP TABLE "case_requests_rels" CASCADE;
  DROP TABLE "case_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_case_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_case_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_case_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_case_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "case_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "case_files_id";
  DROP TYPE "public"."enum_case_requests_status";
  DROP TYPE "public"."enum_case_requests_language";`)
}

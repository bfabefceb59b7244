import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_lines_repeat_type" AS ENUM('weekly', 'biweekly', 'monthly');
  CREATE TYPE "public"."enum_donations_status" AS ENUM('paid', 'refunded');
  CREATE TYPE "public"."enum_donations_kind" AS ENUM('one-time', 'recurring');
  CREATE TYPE "public"."enum_staged_donations_lines_repeat_type" AS ENUM('weekly', 'biweekly', 'monthly');
  CREATE TYPE "public"."enum_staged_donations_status" AS ENUM('pending', 'processing', 'used', 'superseded', 'invalidated', 'expired', 'declined');
  CREATE TYPE "public"."enum_recurring_plans_status" AS ENUM('active', 'paused', 'cancelled');
  CREATE TYPE "public"."enum_recurring_plans_repeat_type" AS ENUM('weekly', 'biweekly', 'monthly');
  CREATE TYPE "public"."enum_charges_kind" AS ENUM('one-time', 'recurring');
  CREATE TYPE "public"."enum_charges_status" AS ENUM('succeeded', 'declined', 'error');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'chargeRecurringDonations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'createCollectionExport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'createCollectionImport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'chargeRecurringDonations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'createCollectionExport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'createCollectionImport' BEFORE 'schedulePublish';
  CREATE TABLE "donations_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"purpose_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"fee" numeric NOT NULL,
  	"is_repeat" boolean DEFAULT false,
  	"repeat_type" "enum_donations_lines_repeat_type",
  	"plan_id" integer
  );
  
  CREATE TABLE "donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"paid_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_donations_status" DEFAULT 'paid' NOT NULL,
  	"kind" "enum_donations_kind" DEFAULT 'one-time' NOT NULL,
  	"donor_name" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"total" numeric NOT NULL,
  	"fee" numeric NOT NULL,
  	"net" numeric NOT NULL,
  	"card_brand" varchar NOT NULL,
  	"card_last4" varchar NOT NULL,
  	"card_exp_month" numeric NOT NULL,
  	"card_exp_year" numeric NOT NULL,
  	"charge_id" varchar NOT NULL,
  	"gateway" varchar NOT NULL,
  	"address_street" varchar NOT NULL,
  	"address_country_id" integer NOT NULL,
  	"address_state_id" integer NOT NULL,
  	"address_city_id" integer NOT NULL,
  	"address_zip_code" varchar NOT NULL,
  	"address_latitude" numeric NOT NULL,
  	"address_longitude" numeric NOT NULL,
  	"staged_donation_id" integer,
  	"plan_id" integer,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"purposes_id" integer
  );
  
  CREATE TABLE "staged_donations_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"purpose_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"fee" numeric NOT NULL,
  	"is_repeat" boolean DEFAULT false,
  	"repeat_type" "enum_staged_donations_lines_repeat_type"
  );
  
  CREATE TABLE "staged_donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_staged_donations_status" DEFAULT 'pending' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"total" numeric NOT NULL,
  	"fee" numeric NOT NULL,
  	"net" numeric NOT NULL,
  	"card_brand" varchar NOT NULL,
  	"card_last4" varchar NOT NULL,
  	"card_exp_month" numeric NOT NULL,
  	"card_exp_year" numeric NOT NULL,
  	"gateway_token" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"code_salt" varchar NOT NULL,
  	"address_street" varchar NOT NULL,
  	"address_country_id" integer NOT NULL,
  	"address_state_id" integer NOT NULL,
  	"address_city_id" integer NOT NULL,
  	"address_zip_code" varchar NOT NULL,
  	"address_latitude" numeric NOT NULL,
  	"address_longitude" numeric NOT NULL,
  	"claimed_at" timestamp(3) with time zone,
  	"donation_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recurring_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_recurring_plans_status" DEFAULT 'active' NOT NULL,
  	"donor_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"purpose_id" integer NOT NULL,
  	"repeat_type" "enum_recurring_plans_repeat_type" NOT NULL,
  	"next_charge_at" timestamp(3) with time zone NOT NULL,
  	"failed_attempts" numeric DEFAULT 0 NOT NULL,
  	"last_error" varchar,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"period" numeric DEFAULT 1 NOT NULL,
  	"charges_made" numeric DEFAULT 0 NOT NULL,
  	"last_charged_at" timestamp(3) with time zone,
  	"started_by_id" integer,
  	"amount" numeric NOT NULL,
  	"card_brand" varchar NOT NULL,
  	"card_last4" varchar NOT NULL,
  	"card_exp_month" numeric NOT NULL,
  	"card_exp_year" numeric NOT NULL,
  	"gateway_token" varchar NOT NULL,
  	"lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "charges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_charges_kind" NOT NULL,
  	"status" "enum_charges_status" NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"charge_id" varchar,
  	"code" varchar,
  	"message" varchar,
  	"gateway" varchar NOT NULL,
  	"donation_id" integer,
  	"plan_id" integer,
  	"staged_donation_id" integer,
  	"amount" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sandbox_charges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"charge_id" varchar NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"token_digest" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'donations' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
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
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
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
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staged_donations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recurring_plans_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "charges_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sandbox_charges_id" integer;
  ALTER TABLE "donations_lines" ADD CONSTRAINT "donations_lines_purpose_id_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."purposes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations_lines" ADD CONSTRAINT "donations_lines_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations_lines" ADD CONSTRAINT "donations_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_address_country_id_countries_id_fk" FOREIGN KEY ("address_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_address_state_id_states_id_fk" FOREIGN KEY ("address_state_id") REFERENCES "public"."states"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_address_city_id_cities_id_fk" FOREIGN KEY ("address_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_staged_donation_id_staged_donations_id_fk" FOREIGN KEY ("staged_donation_id") REFERENCES "public"."staged_donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations_rels" ADD CONSTRAINT "donations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donations_rels" ADD CONSTRAINT "donations_rels_purposes_fk" FOREIGN KEY ("purposes_id") REFERENCES "public"."purposes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staged_donations_lines" ADD CONSTRAINT "staged_donations_lines_purpose_id_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."purposes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staged_donations_lines" ADD CONSTRAINT "staged_donations_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staged_donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staged_donations" ADD CONSTRAINT "staged_donations_address_country_id_countries_id_fk" FOREIGN KEY ("address_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staged_donations" ADD CONSTRAINT "staged_donations_address_state_id_states_id_fk" FOREIGN KEY ("address_state_id") REFERENCES "public"."states"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staged_donations" ADD CONSTRAINT "staged_donations_address_city_id_cities_id_fk" FOREIGN KEY ("address_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staged_donations" ADD CONSTRAINT "staged_donations_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_purpose_id_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."purposes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_started_by_id_donations_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "charges" ADD CONSTRAINT "charges_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "charges" ADD CONSTRAINT "charges_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "charges" ADD CONSTRAINT "charges_staged_donation_id_staged_donations_id_fk" FOREIGN KEY ("staged_donation_id") REFERENCES "public"."staged_donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_lines_order_idx" ON "donations_lines" USING btree ("_order");
  CREATE INDEX "donations_lines_parent_id_idx" ON "donations_lines" USING btree ("_parent_id");
  CREATE INDEX "donations_lines_purpose_idx" ON "donations_lines" USING btree ("purpose_id");
  CREATE INDEX "donations_lines_plan_idx" ON "donations_lines" USING btree ("plan_id");
  CREATE INDEX "donations_paid_at_idx" ON "donations" USING btree ("paid_at");
  CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");
  CREATE INDEX "donations_email_idx" ON "donations" USING btree ("email");
  CREATE UNIQUE INDEX "donations_charge_id_idx" ON "donations" USING btree ("charge_id");
  CREATE INDEX "donations_address_address_country_idx" ON "donations" USING btree ("address_country_id");
  CREATE INDEX "donations_address_address_state_idx" ON "donations" USING btree ("address_state_id");
  CREATE INDEX "donations_address_address_city_idx" ON "donations" USING btree ("address_city_id");
  CREATE UNIQUE INDEX "donations_staged_donation_idx" ON "donations" USING btree ("staged_donation_id");
  CREATE INDEX "donations_plan_idx" ON "donations" USING btree ("plan_id");
  CREATE INDEX "donations_updated_at_idx" ON "donations" USING btree ("updated_at");
  CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");
  CREATE INDEX "donations_rels_order_idx" ON "donations_rels" USING btree ("order");
  CREATE INDEX "donations_rels_parent_idx" ON "donations_rels" USING btree ("parent_id");
  CREATE INDEX "donations_rels_path_idx" ON "donations_rels" USING btree ("path");
  CREATE INDEX "donations_rels_purposes_id_idx" ON "donations_rels" USING btree ("purposes_id");
  CREATE INDEX "staged_donations_lines_order_idx" ON "staged_donations_lines" USING btree ("_order");
  CREATE INDEX "staged_donations_lines_parent_id_idx" ON "staged_donations_lines" USING btree ("_parent_id");
  CREATE INDEX "staged_donations_lines_purpose_idx" ON "staged_donations_lines" USING btree ("purpose_id");
  CREATE INDEX "staged_donations_status_idx" ON "staged_donations" USING btree ("status");
  CREATE INDEX "staged_donations_email_idx" ON "staged_donations" USING btree ("email");
  CREATE INDEX "staged_donations_address_address_country_idx" ON "staged_donations" USING btree ("address_country_id");
  CREATE INDEX "staged_donations_address_address_state_idx" ON "staged_donations" USING btree ("address_state_id");
  CREATE INDEX "staged_donations_address_address_city_idx" ON "staged_donations" USING btree ("address_city_id");
  CREATE INDEX "staged_donations_donation_idx" ON "staged_donations" USING btree ("donation_id");
  CREATE INDEX "staged_donations_updated_at_idx" ON "staged_donations" USING btree ("updated_at");
  CREATE INDEX "staged_donations_created_at_idx" ON "staged_donations" USING btree ("created_at");
  CREATE INDEX "recurring_plans_status_idx" ON "recurring_plans" USING btree ("status");
  CREATE INDEX "recurring_plans_email_idx" ON "recurring_plans" USING btree ("email");
  CREATE INDEX "recurring_plans_purpose_idx" ON "recurring_plans" USING btree ("purpose_id");
  CREATE INDEX "recurring_plans_next_charge_at_idx" ON "recurring_plans" USING btree ("next_charge_at");
  CREATE INDEX "recurring_plans_started_by_idx" ON "recurring_plans" USING btree ("started_by_id");
  CREATE INDEX "recurring_plans_updated_at_idx" ON "recurring_plans" USING btree ("updated_at");
  CREATE INDEX "recurring_plans_created_at_idx" ON "recurring_plans" USING btree ("created_at");
  CREATE INDEX "charges_status_idx" ON "charges" USING btree ("status");
  CREATE INDEX "charges_idempotency_key_idx" ON "charges" USING btree ("idempotency_key");
  CREATE INDEX "charges_donation_idx" ON "charges" USING btree ("donation_id");
  CREATE INDEX "charges_plan_idx" ON "charges" USING btree ("plan_id");
  CREATE INDEX "charges_staged_donation_idx" ON "charges" USING btree ("staged_donation_id");
  CREATE INDEX "charges_updated_at_idx" ON "charges" USING btree ("updated_at");
  CREATE INDEX "charges_created_at_idx" ON "charges" USING btree ("created_at");
  CREATE UNIQUE INDEX "sandbox_charges_idempotency_key_idx" ON "sandbox_charges" USING btree ("idempotency_key");
  CREATE INDEX "sandbox_charges_updated_at_idx" ON "sandbox_charges" USING btree ("updated_at");
  CREATE INDEX "sandbox_charges_created_at_idx" ON "sandbox_charges" USING btree ("created_at");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staged_donations_fk" FOREIGN KEY ("staged_donations_id") REFERENCES "public"."staged_donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recurring_plans_fk" FOREIGN KEY ("recurring_plans_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_charges_fk" FOREIGN KEY ("charges_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sandbox_charges_fk" FOREIGN KEY ("sandbox_charges_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("donations_id");
  CREATE INDEX "payload_locked_documents_rels_staged_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("staged_donations_id");
  CREATE INDEX "payload_locked_documents_rels_recurring_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("recurring_plans_id");
  CREATE INDEX "payload_locked_documents_rels_charges_id_idx" ON "payload_locked_documents_rels" USING btree ("charges_id");
  CREATE INDEX "payload_locked_documents_rels_sandbox_charges_id_idx" ON "payload_locked_documents_rels" USING btree ("sandbox_charges_id");`)
  // Address suggestions search city names by prefix, case aside (not expressible in a collection).
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "cities_name_en_lower_prefix_idx" ON "cities" USING btree (lower("name_en") text_pattern_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staged_donations_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staged_donations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recurring_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "charges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sandbox_charges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donations_lines" CASCADE;
  DROP TABLE "donations" CASCADE;
  DROP TABLE "donations_rels" CASCADE;
  DROP TABLE "staged_donations_lines" CASCADE;
  DROP TABLE "staged_donations" CASCADE;
  DROP TABLE "recurring_plans" CASCADE;
  DROP TABLE "charges" CASCADE;
  DROP TABLE "sandbox_charges" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_donations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_staged_donations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_recurring_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_charges_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_sandbox_charges_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_donations_id_idx";
  DROP INDEX "payload_locked_documents_rels_staged_donations_id_idx";
  DROP INDEX "payload_locked_documents_rels_recurring_plans_id_idx";
  DROP INDEX "payload_locked_documents_rels_charges_id_idx";
  DROP INDEX "payload_locked_documents_rels_sandbox_charges_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staged_donations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recurring_plans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "charges_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sandbox_charges_id";
  DROP TYPE "public"."enum_donations_lines_repeat_type";
  DROP TYPE "public"."enum_donations_status";
  DROP TYPE "public"."enum_donations_kind";
  DROP TYPE "public"."enum_staged_donations_lines_repeat_type";
  DROP TYPE "public"."enum_staged_donations_status";
  DROP TYPE "public"."enum_recurring_plans_status";
  DROP TYPE "public"."enum_recurring_plans_repeat_type";
  DROP TYPE "public"."enum_charges_kind";
  DROP TYPE "public"."enum_charges_status";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";
  DROP INDEX IF EXISTS "cities_name_en_lower_prefix_idx";`)
}

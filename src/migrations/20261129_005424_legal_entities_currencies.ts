import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_lines_designation" AS ENUM('general', 'zakat', 'sadaqah');
  CREATE TYPE "public"."enum_donations_currency" AS ENUM('USD', 'EGP');
  CREATE TYPE "public"."enum_staged_donations_lines_designation" AS ENUM('general', 'zakat', 'sadaqah');
  CREATE TYPE "public"."enum_staged_donations_currency" AS ENUM('USD', 'EGP');
  CREATE TYPE "public"."enum_recurring_plans_designation" AS ENUM('general', 'zakat', 'sadaqah');
  CREATE TYPE "public"."enum_recurring_plans_currency" AS ENUM('USD', 'EGP');
  CREATE TYPE "public"."enum_charges_currency" AS ENUM('USD', 'EGP');
  CREATE TYPE "public"."enum_legal_entities_currency" AS ENUM('USD', 'EGP');
  CREATE TYPE "public"."enum_legal_entities_gateway" AS ENUM('stripe', 'paymob');
  CREATE TABLE "legal_entities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" "enum_legal_entities_currency" NOT NULL,
  	"gateway" "enum_legal_entities_gateway" NOT NULL,
  	"registration_number" varchar,
  	"min_amount" numeric NOT NULL,
  	"max_amount" numeric NOT NULL,
  	"signatory_name" varchar,
  	"signature_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "legal_entities_locales" (
  	"name" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"registration_label" varchar NOT NULL,
  	"deductibility_statement" varchar,
  	"signatory_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "purposes" ADD COLUMN "zakat_eligible" boolean DEFAULT false;
  ALTER TABLE "donations_lines" ADD COLUMN "designation" "enum_donations_lines_designation" DEFAULT 'general' NOT NULL;
  ALTER TABLE "donations" ADD COLUMN "currency" "enum_donations_currency" DEFAULT 'USD' NOT NULL;
  ALTER TABLE "staged_donations_lines" ADD COLUMN "designation" "enum_staged_donations_lines_designation" DEFAULT 'general' NOT NULL;
  ALTER TABLE "staged_donations" ADD COLUMN "currency" "enum_staged_donations_currency" DEFAULT 'USD' NOT NULL;
  ALTER TABLE "recurring_plans" ADD COLUMN "designation" "enum_recurring_plans_designation" DEFAULT 'general' NOT NULL;
  ALTER TABLE "recurring_plans" ADD COLUMN "currency" "enum_recurring_plans_currency" DEFAULT 'USD' NOT NULL;
  ALTER TABLE "charges" ADD COLUMN "currency" "enum_charges_currency" DEFAULT 'USD' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legal_entities_id" integer;
  ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_signature_id_media_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_entities_locales" ADD CONSTRAINT "legal_entities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "legal_entities_currency_idx" ON "legal_entities" USING btree ("currency");
  CREATE INDEX "legal_entities_signature_idx" ON "legal_entities" USING btree ("signature_id");
  CREATE INDEX "legal_entities_updated_at_idx" ON "legal_entities" USING btree ("updated_at");
  CREATE INDEX "legal_entities_created_at_idx" ON "legal_entities" USING btree ("created_at");
  CREATE UNIQUE INDEX "legal_entities_locales_locale_parent_id_unique" ON "legal_entities_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_entities_fk" FOREIGN KEY ("legal_entities_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_currency_idx" ON "donations" USING btree ("currency");
  CREATE INDEX "staged_donations_currency_idx" ON "staged_donations" USING btree ("currency");
  CREATE INDEX "recurring_plans_currency_idx" ON "recurring_plans" USING btree ("currency");
  CREATE INDEX "charges_currency_idx" ON "charges" USING btree ("currency");
  CREATE INDEX "payload_locked_documents_rels_legal_entities_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_entities_id");`)

  // An install that already filled its receipt settings keeps them: they become the US entity
  // (decision 0113). A fresh database has no receipt_settings row; the seed writes both entities.
  await db.execute(sql`
  WITH rs AS (SELECT legal_name, address, ein FROM receipt_settings ORDER BY id LIMIT 1),
  ins AS (
    INSERT INTO legal_entities (currency, gateway, registration_number, min_amount, max_amount)
    SELECT 'USD', 'stripe', NULLIF(ein, '00-0000000'), 100, 1000000 FROM rs
    RETURNING id
  )
  INSERT INTO legal_entities_locales (name, address, registration_label, _locale, _parent_id)
  SELECT rs.legal_name, rs.address, 'EIN', 'en', ins.id FROM rs, ins;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "legal_entities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_entities_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "legal_entities" CASCADE;
  DROP TABLE "legal_entities_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_legal_entities_fk";
  
  DROP INDEX "donations_currency_idx";
  DROP INDEX "staged_donations_currency_idx";
  DROP INDEX "recurring_plans_currency_idx";
  DROP INDEX "charges_currency_idx";
  DROP INDEX "payload_locked_documents_rels_legal_entities_id_idx";
  ALTER TABLE "purposes" DROP COLUMN "zakat_eligible";
  ALTER TABLE "donations_lines" DROP COLUMN "designation";
  ALTER TABLE "donations" DROP COLUMN "currency";
  ALTER TABLE "staged_donations_lines" DROP COLUMN "designation";
  ALTER TABLE "staged_donations" DROP COLUMN "currency";
  ALTER TABLE "recurring_plans" DROP COLUMN "designation";
  ALTER TABLE "recurring_plans" DROP COLUMN "currency";
  ALTER TABLE "charges" DROP COLUMN "currency";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legal_entities_id";
  DROP TYPE "public"."enum_donations_lines_designation";
  DROP TYPE "public"."enum_donations_currency";
  DROP TYPE "public"."enum_staged_donations_lines_designation";
  DROP TYPE "public"."enum_staged_donations_currency";
  DROP TYPE "public"."enum_recurring_plans_designation";
  DROP TYPE "public"."enum_recurring_plans_currency";
  DROP TYPE "public"."enum_charges_currency";
  DROP TYPE "public"."enum_legal_entities_currency";
  DROP TYPE "public"."enum_legal_entities_gateway";`)
}

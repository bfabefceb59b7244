import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_paymob_payments_status" AS ENUM('awaiting', 'pending', 'paid', 'declined', 'expired', 'mismatch', 'refunded', 'voided');
  CREATE TYPE "public"."enum_paymob_payments_method" AS ENUM('card', 'wallet', 'kiosk');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'paymobUpkeep' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'paymobUpkeep' BEFORE 'createCollectionExport';
  CREATE TABLE "paymob_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staged_donation_id" integer NOT NULL,
  	"status" "enum_paymob_payments_status" NOT NULL,
  	"intention_id" varchar NOT NULL,
  	"order_id" varchar NOT NULL,
  	"client_secret" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"method" "enum_paymob_payments_method",
  	"transaction_id" varchar,
  	"bill_reference" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"donation_id" integer,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "paymob_callbacks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"transaction_id" varchar,
  	"outcome" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "paymob_payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "paymob_callbacks_id" integer;
  ALTER TABLE "paymob_payments" ADD CONSTRAINT "paymob_payments_staged_donation_id_staged_donations_id_fk" FOREIGN KEY ("staged_donation_id") REFERENCES "public"."staged_donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paymob_payments" ADD CONSTRAINT "paymob_payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "paymob_payments_staged_donation_idx" ON "paymob_payments" USING btree ("staged_donation_id");
  CREATE INDEX "paymob_payments_status_idx" ON "paymob_payments" USING btree ("status");
  CREATE UNIQUE INDEX "paymob_payments_order_id_idx" ON "paymob_payments" USING btree ("order_id");
  CREATE INDEX "paymob_payments_transaction_id_idx" ON "paymob_payments" USING btree ("transaction_id");
  CREATE INDEX "paymob_payments_expires_at_idx" ON "paymob_payments" USING btree ("expires_at");
  CREATE INDEX "paymob_payments_donation_idx" ON "paymob_payments" USING btree ("donation_id");
  CREATE INDEX "paymob_payments_updated_at_idx" ON "paymob_payments" USING btree ("updated_at");
  CREATE INDEX "paymob_payments_created_at_idx" ON "paymob_payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "paymob_callbacks_key_idx" ON "paymob_callbacks" USING btree ("key");
  CREATE INDEX "paymob_callbacks_updated_at_idx" ON "paymob_callbacks" USING btree ("updated_at");
  CREATE INDEX "paymob_callbacks_created_at_idx" ON "paymob_callbacks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_paymob_payments_fk" FOREIGN KEY ("paymob_payments_id") REFERENCES "public"."paymob_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_paymob_callbacks_fk" FOREIGN KEY ("paymob_callbacks_id") REFERENCES "public"."paymob_callbacks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_paymob_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("paymob_payments_id");
  CREATE INDEX "payload_locked_documents_rels_paymob_callbacks_id_idx" ON "payload_locked_documents_rels" USING btree ("paymob_callbacks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "paymob_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "paymob_callbacks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "paymob_payments" CASCADE;
  DROP TABLE "paymob_callbacks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_paymob_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_paymob_callbacks_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'chargeRecurringDonations', 'deliverMail', 'meetingDeadlines', 'caseRetention', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'chargeRecurringDonations', 'deliverMail', 'meetingDeadlines', 'caseRetention', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_paymob_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_paymob_callbacks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "paymob_payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "paymob_callbacks_id";
  DROP TYPE "public"."enum_paymob_payments_status";
  DROP TYPE "public"."enum_paymob_payments_method";`)
}

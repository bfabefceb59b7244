import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_outbox_status" AS ENUM('kept', 'pending', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverMail' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverMail' BEFORE 'createCollectionExport';
  ALTER TABLE "outbox" ADD COLUMN "reply_to" varchar;
  ALTER TABLE "outbox" ADD COLUMN "status" "enum_outbox_status" DEFAULT 'kept' NOT NULL;
  ALTER TABLE "outbox" ADD COLUMN "attempts" numeric DEFAULT 0;
  ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "last_error" varchar;
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'chargeRecurringDonations', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'chargeRecurringDonations', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "outbox_status_idx";
  ALTER TABLE "outbox" DROP COLUMN "reply_to";
  ALTER TABLE "outbox" DROP COLUMN "status";
  ALTER TABLE "outbox" DROP COLUMN "attempts";
  ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";
  ALTER TABLE "outbox" DROP COLUMN "last_error";
  DROP TYPE "public"."enum_outbox_status";`)
}

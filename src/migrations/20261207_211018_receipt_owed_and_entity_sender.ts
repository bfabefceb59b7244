import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Gifts recorded before this migration were receipted the old way, at once: none is owed
// (decision 0131); every gift inserted from now on is owed until its receipt is queued.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendOwedReceipts' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendOwedReceipts' BEFORE 'createCollectionExport';
  ALTER TABLE "donations" ADD COLUMN "receipt_owed" boolean DEFAULT true;
  UPDATE "donations" SET "receipt_owed" = false;
  ALTER TABLE "legal_entities" ADD COLUMN "phone" varchar;
  ALTER TABLE "legal_entities" ADD COLUMN "mail_from" varchar;
  CREATE INDEX "donations_receipt_owed_idx" ON "donations" USING btree ("receipt_owed");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'chargeRecurringDonations', 'deliverMail', 'meetingDeadlines', 'caseRetention', 'paymobUpkeep', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'chargeRecurringDonations', 'deliverMail', 'meetingDeadlines', 'caseRetention', 'paymobUpkeep', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "donations_receipt_owed_idx";
  ALTER TABLE "donations" DROP COLUMN "receipt_owed";
  ALTER TABLE "legal_entities" DROP COLUMN "phone";
  ALTER TABLE "legal_entities" DROP COLUMN "mail_from";`)
}

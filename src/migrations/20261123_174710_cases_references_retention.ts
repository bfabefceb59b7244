import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { randomUUID } from 'node:crypto'
import { decryptField } from '../features/cases/crypto'
import { lookupHash } from '../features/cases/lookup-hash'
import { newReference } from '../features/cases/reference'
import { dataKeys } from '../lib/runtime-config'
import { lookupKeysFrom } from '../lib/security/keys'

type Row = {
  id: number
  national_id: string | null
  phone: string | null
  status: string
  created_at: string
  updated_at: string
}

/**
 * Requests sent before issue 22 get what new ones get on create (decision 0035): a reference,
 * the lookup hashes of their national ID and phone (decrypted here once, under the app's key
 * ring, so the status page never has to), a status history of two entries at most (sent, and
 * the current status as of the last change) and, when closed, the date retention counts from.
 */
export async function backfill({ db, payload }: Pick<MigrateUpArgs, 'db' | 'payload'>) {
  const keys = lookupKeysFrom(dataKeys())
  const { rows } = (await db.execute(
    sql`SELECT id, national_id, phone, status, created_at, updated_at FROM case_requests
      WHERE reference IS NULL`,
  )) as unknown as { rows: Row[] }
  const used = new Set<string>()
  let unreadable = 0
  for (const row of rows) {
    let reference = newReference()
    while (used.has(reference)) reference = newReference()
    used.add(reference)
    let nid: string | null = null
    try {
      nid = row.national_id ? lookupHash('nid', decryptField(row.national_id, dataKeys()), keys) : null
    } catch {
      unreadable++
    }
    const phone = lookupHash('phone', row.phone, keys)
    const closed = row.status === 'assisted' || row.status === 'rejected'
    await db.execute(sql`UPDATE case_requests SET reference = ${reference},
      national_id_hash = ${nid}, phone_hash = ${phone},
      closed_at = ${closed ? row.updated_at : null} WHERE id = ${row.id}`)
    const history: Array<[string, string]> = [['new', row.created_at]]
    if (row.status !== 'new') history.push([row.status, row.updated_at])
    for (const [order, [status, at]] of history.entries()) {
      await db.execute(sql`INSERT INTO case_requests_status_history
        (_order, _parent_id, id, status, at)
        VALUES (${order + 1}, ${row.id}, ${randomUUID()}, ${status}, ${at})`)
    }
  }
  // Ids only: a national ID whose key is missing from the ring is not matchable until re-saved.
  payload.logger.info(
    `[migration] case requests backfilled: ${rows.length} (${unreadable} national IDs unreadable)`,
  )
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_case_requests_status_history_status" AS ENUM('new', 'under-review', 'approved', 'rejected', 'assisted', 'documents-requested', 'documents-received');
  CREATE TYPE "public"."enum_case_requests_privacy_log_action" AS ENUM('export', 'erase', 'retention');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'caseRetention' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'caseRetention' BEFORE 'createCollectionExport';
  CREATE TABLE "case_requests_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_case_requests_status_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "case_requests_privacy_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"action" "enum_case_requests_privacy_log_action" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar
  );
  
  CREATE TABLE "case_retention" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"months" numeric DEFAULT 12 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "case_requests" ALTER COLUMN "national_id" DROP NOT NULL;
  ALTER TABLE "case_requests" ADD COLUMN "reference" varchar;
  ALTER TABLE "case_requests" ADD COLUMN "documents_message" varchar;
  ALTER TABLE "case_requests" ADD COLUMN "documents_requested_at" timestamp(3) with time zone;
  ALTER TABLE "case_requests" ADD COLUMN "documents_requested_by_id" integer;
  ALTER TABLE "case_requests" ADD COLUMN "documents_received_at" timestamp(3) with time zone;
  ALTER TABLE "case_requests" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "case_requests" ADD COLUMN "erased_at" timestamp(3) with time zone;
  ALTER TABLE "case_requests" ADD COLUMN "national_id_hash" varchar;
  ALTER TABLE "case_requests" ADD COLUMN "phone_hash" varchar;
  ALTER TABLE "case_requests_status_history" ADD CONSTRAINT "case_requests_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_requests_privacy_log" ADD CONSTRAINT "case_requests_privacy_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "case_requests_status_history_order_idx" ON "case_requests_status_history" USING btree ("_order");
  CREATE INDEX "case_requests_status_history_parent_id_idx" ON "case_requests_status_history" USING btree ("_parent_id");
  CREATE INDEX "case_requests_privacy_log_order_idx" ON "case_requests_privacy_log" USING btree ("_order");
  CREATE INDEX "case_requests_privacy_log_parent_id_idx" ON "case_requests_privacy_log" USING btree ("_parent_id");
  ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_documents_requested_by_id_users_id_fk" FOREIGN KEY ("documents_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "case_requests_reference_idx" ON "case_requests" USING btree ("reference");
  CREATE INDEX "case_requests_documents_requested_at_idx" ON "case_requests" USING btree ("documents_requested_at");
  CREATE INDEX "case_requests_documents_requested_by_idx" ON "case_requests" USING btree ("documents_requested_by_id");
  CREATE INDEX "case_requests_documents_received_at_idx" ON "case_requests" USING btree ("documents_received_at");
  CREATE INDEX "case_requests_closed_at_idx" ON "case_requests" USING btree ("closed_at");
  CREATE INDEX "case_requests_erased_at_idx" ON "case_requests" USING btree ("erased_at");
  CREATE INDEX "case_requests_national_id_hash_idx" ON "case_requests" USING btree ("national_id_hash");
  CREATE INDEX "case_requests_phone_hash_idx" ON "case_requests" USING btree ("phone_hash");`)
  await backfill({ db, payload })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "case_requests_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_requests_privacy_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_retention" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "case_requests_status_history" CASCADE;
  DROP TABLE "case_requests_privacy_log" CASCADE;
  DROP TABLE "case_retention" CASCADE;
  ALTER TABLE "case_requests" DROP CONSTRAINT IF EXISTS "case_requests_documents_requested_by_id_users_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'chargeRecurringDonations', 'deliverMail', 'meetingDeadlines', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'chargeRecurringDonations', 'deliverMail', 'meetingDeadlines', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "case_requests_reference_idx";
  DROP INDEX "case_requests_documents_requested_at_idx";
  DROP INDEX "case_requests_documents_requested_by_idx";
  DROP INDEX "case_requests_documents_received_at_idx";
  DROP INDEX "case_requests_closed_at_idx";
  DROP INDEX "case_requests_erased_at_idx";
  DROP INDEX "case_requests_national_id_hash_idx";
  DROP INDEX "case_requests_phone_hash_idx";
  ALTER TABLE "case_requests" ALTER COLUMN "national_id" SET NOT NULL;
  ALTER TABLE "case_requests" DROP COLUMN "reference";
  ALTER TABLE "case_requests" DROP COLUMN "documents_message";
  ALTER TABLE "case_requests" DROP COLUMN "documents_requested_at";
  ALTER TABLE "case_requests" DROP COLUMN "documents_requested_by_id";
  ALTER TABLE "case_requests" DROP COLUMN "documents_received_at";
  ALTER TABLE "case_requests" DROP COLUMN "closed_at";
  ALTER TABLE "case_requests" DROP COLUMN "erased_at";
  ALTER TABLE "case_requests" DROP COLUMN "national_id_hash";
  ALTER TABLE "case_requests" DROP COLUMN "phone_hash";
  DROP TYPE "public"."enum_case_requests_status_history_status";
  DROP TYPE "public"."enum_case_requests_privacy_log_action";`)
}

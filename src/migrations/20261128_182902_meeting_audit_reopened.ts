import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_meeting_audit_event" ADD VALUE 'reopened' BEFORE 'results-sent';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "meeting_audit" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_meeting_audit_event";
  CREATE TYPE "public"."enum_meeting_audit_event" AS ENUM('link-sent', 'link-resent', 'link-revoked', 'delivery-failed', 'vote', 're-vote', 'reminder-sent', 'closed', 'results-sent');
  ALTER TABLE "meeting_audit" ALTER COLUMN "event" SET DATA TYPE "public"."enum_meeting_audit_event" USING "event"::"public"."enum_meeting_audit_event";`)
}

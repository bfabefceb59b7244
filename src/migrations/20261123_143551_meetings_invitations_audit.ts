import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_board_members_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_meetings_link_kind" AS ENUM('signature', 'no-signature');
  CREATE TYPE "public"."enum_meetings_quorum_type" AS ENUM('count', 'percent');
  CREATE TYPE "public"."enum_meeting_audit_event" AS ENUM('link-sent', 'link-resent', 'link-revoked', 'delivery-failed', 'vote', 're-vote', 'reminder-sent', 'closed', 'results-sent');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'meetingDeadlines' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'meetingDeadlines' BEFORE 'createCollectionExport';
  CREATE TABLE "meeting_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meeting_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"link_version" numeric DEFAULT 0 NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"delivery_error" varchar,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "meeting_audit" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meeting_id" integer NOT NULL,
  	"event" "enum_meeting_audit_event" NOT NULL,
  	"member_id" integer,
  	"actor" varchar NOT NULL,
  	"detail" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "board_members" ADD COLUMN "language" "enum_board_members_language" DEFAULT 'en';
  ALTER TABLE "meetings" ADD COLUMN "deadline" timestamp(3) with time zone;
  ALTER TABLE "meetings" ADD COLUMN "link_kind" "enum_meetings_link_kind" DEFAULT 'signature';
  ALTER TABLE "meetings" ADD COLUMN "quorum_type" "enum_meetings_quorum_type" DEFAULT 'count';
  ALTER TABLE "meetings" ADD COLUMN "quorum" numeric DEFAULT 1;
  ALTER TABLE "meetings" ADD COLUMN "reminder_hours" numeric DEFAULT 24;
  ALTER TABLE "meetings" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "meeting_invitations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "meeting_audit_id" integer;
  ALTER TABLE "meeting_invitations" ADD CONSTRAINT "meeting_invitations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "meeting_invitations" ADD CONSTRAINT "meeting_invitations_member_id_board_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."board_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "meeting_audit" ADD CONSTRAINT "meeting_audit_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "meeting_audit" ADD CONSTRAINT "meeting_audit_member_id_board_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."board_members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "meeting_invitations_meeting_idx" ON "meeting_invitations" USING btree ("meeting_id");
  CREATE INDEX "meeting_invitations_member_idx" ON "meeting_invitations" USING btree ("member_id");
  CREATE INDEX "meeting_invitations_updated_at_idx" ON "meeting_invitations" USING btree ("updated_at");
  CREATE INDEX "meeting_invitations_created_at_idx" ON "meeting_invitations" USING btree ("created_at");
  CREATE UNIQUE INDEX "meeting_member_idx" ON "meeting_invitations" USING btree ("meeting_id","member_id");
  CREATE INDEX "meeting_audit_meeting_idx" ON "meeting_audit" USING btree ("meeting_id");
  CREATE INDEX "meeting_audit_member_idx" ON "meeting_audit" USING btree ("member_id");
  CREATE INDEX "meeting_audit_updated_at_idx" ON "meeting_audit" USING btree ("updated_at");
  CREATE INDEX "meeting_audit_created_at_idx" ON "meeting_audit" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_meeting_invitations_fk" FOREIGN KEY ("meeting_invitations_id") REFERENCES "public"."meeting_invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_meeting_audit_fk" FOREIGN KEY ("meeting_audit_id") REFERENCES "public"."meeting_audit"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_meeting_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("meeting_invitations_id");
  CREATE INDEX "payload_locked_documents_rels_meeting_audit_id_idx" ON "payload_locked_documents_rels" USING btree ("meeting_audit_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "meeting_invitations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "meeting_audit" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "meeting_invitations" CASCADE;
  DROP TABLE "meeting_audit" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_meeting_invitations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_meeting_audit_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'chargeRecurringDonations', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'chargeRecurringDonations', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_meeting_invitations_id_idx";
  DROP INDEX "payload_locked_documents_rels_meeting_audit_id_idx";
  ALTER TABLE "board_members" DROP COLUMN "language";
  ALTER TABLE "meetings" DROP COLUMN "deadline";
  ALTER TABLE "meetings" DROP COLUMN "link_kind";
  ALTER TABLE "meetings" DROP COLUMN "quorum_type";
  ALTER TABLE "meetings" DROP COLUMN "quorum";
  ALTER TABLE "meetings" DROP COLUMN "reminder_hours";
  ALTER TABLE "meetings" DROP COLUMN "closed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "meeting_invitations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "meeting_audit_id";
  DROP TYPE "public"."enum_board_members_language";
  DROP TYPE "public"."enum_meetings_link_kind";
  DROP TYPE "public"."enum_meetings_quorum_type";
  DROP TYPE "public"."enum_meeting_audit_event";`)
}

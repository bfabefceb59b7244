import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_votes_vote" AS ENUM('accept', 'reject');
  CREATE TABLE "votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meeting_id" integer NOT NULL,
  	"action_id" varchar NOT NULL,
  	"action_name" varchar,
  	"member_id" integer NOT NULL,
  	"vote" "enum_votes_vote" NOT NULL,
  	"comment" varchar,
  	"signature_id" integer,
  	"voted_at" timestamp(3) with time zone NOT NULL,
  	"superseded" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vote_signatures" (
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "votes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vote_signatures_id" integer;
  ALTER TABLE "votes" ADD CONSTRAINT "votes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "votes" ADD CONSTRAINT "votes_member_id_board_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."board_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "votes" ADD CONSTRAINT "votes_signature_id_vote_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."vote_signatures"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "votes_meeting_idx" ON "votes" USING btree ("meeting_id");
  CREATE INDEX "votes_action_id_idx" ON "votes" USING btree ("action_id");
  CREATE INDEX "votes_member_idx" ON "votes" USING btree ("member_id");
  CREATE INDEX "votes_signature_idx" ON "votes" USING btree ("signature_id");
  CREATE INDEX "votes_superseded_idx" ON "votes" USING btree ("superseded");
  CREATE INDEX "votes_updated_at_idx" ON "votes" USING btree ("updated_at");
  CREATE INDEX "votes_created_at_idx" ON "votes" USING btree ("created_at");
  CREATE INDEX "vote_signatures_updated_at_idx" ON "vote_signatures" USING btree ("updated_at");
  CREATE INDEX "vote_signatures_created_at_idx" ON "vote_signatures" USING btree ("created_at");
  CREATE UNIQUE INDEX "vote_signatures_filename_idx" ON "vote_signatures" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_votes_fk" FOREIGN KEY ("votes_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vote_signatures_fk" FOREIGN KEY ("vote_signatures_id") REFERENCES "public"."vote_signatures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("votes_id");
  CREATE INDEX "payload_locked_documents_rels_vote_signatures_id_idx" ON "payload_locked_documents_rels" USING btree ("vote_signatures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "votes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vote_signatures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "votes" CASCADE;
  DROP TABLE "vote_signatures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_votes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_vote_signatures_fk";
  
  DROP INDEX "payload_locked_documents_rels_votes_id_idx";
  DROP INDEX "payload_locked_documents_rels_vote_signatures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "votes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vote_signatures_id";
  DROP TYPE "public"."enum_votes_vote";`)
}

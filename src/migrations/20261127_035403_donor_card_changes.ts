import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donor_card_changes_status" AS ENUM('pending', 'used', 'superseded', 'invalidated');
  CREATE TABLE "donor_card_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"plan_id" numeric NOT NULL,
  	"gateway_token" varchar,
  	"brand" varchar NOT NULL,
  	"last4" varchar NOT NULL,
  	"exp_month" numeric NOT NULL,
  	"exp_year" numeric NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"code_salt" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"status" "enum_donor_card_changes_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_card_changes_id" integer;
  CREATE INDEX "donor_card_changes_email_idx" ON "donor_card_changes" USING btree ("email");
  CREATE INDEX "donor_card_changes_plan_id_idx" ON "donor_card_changes" USING btree ("plan_id");
  CREATE INDEX "donor_card_changes_updated_at_idx" ON "donor_card_changes" USING btree ("updated_at");
  CREATE INDEX "donor_card_changes_created_at_idx" ON "donor_card_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_card_changes_fk" FOREIGN KEY ("donor_card_changes_id") REFERENCES "public"."donor_card_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_donor_card_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_card_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donor_card_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donor_card_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_donor_card_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_donor_card_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_card_changes_id";
  DROP TYPE "public"."enum_donor_card_changes_status";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donor_sign_in_codes_status" AS ENUM('pending', 'used', 'superseded', 'invalidated');
  CREATE TABLE "donor_sign_in_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"code_salt" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"status" "enum_donor_sign_in_codes_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donor_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donor_actions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"actor" varchar NOT NULL,
  	"action" varchar NOT NULL,
  	"detail" varchar,
  	"plan_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donor_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "receipt_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"legal_name" varchar DEFAULT 'New Egypt Foundation' NOT NULL,
  	"address" varchar DEFAULT 'New Egypt Foundation
  United States' NOT NULL,
  	"ein" varchar DEFAULT '00-0000000' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_sign_in_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_actions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_profiles_id" integer;
  ALTER TABLE "donor_actions" ADD CONSTRAINT "donor_actions_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "donor_sign_in_codes_email_idx" ON "donor_sign_in_codes" USING btree ("email");
  CREATE INDEX "donor_sign_in_codes_updated_at_idx" ON "donor_sign_in_codes" USING btree ("updated_at");
  CREATE INDEX "donor_sign_in_codes_created_at_idx" ON "donor_sign_in_codes" USING btree ("created_at");
  CREATE INDEX "donor_sessions_email_idx" ON "donor_sessions" USING btree ("email");
  CREATE UNIQUE INDEX "donor_sessions_token_hash_idx" ON "donor_sessions" USING btree ("token_hash");
  CREATE INDEX "donor_sessions_expires_at_idx" ON "donor_sessions" USING btree ("expires_at");
  CREATE INDEX "donor_sessions_updated_at_idx" ON "donor_sessions" USING btree ("updated_at");
  CREATE INDEX "donor_sessions_created_at_idx" ON "donor_sessions" USING btree ("created_at");
  CREATE INDEX "donor_actions_email_idx" ON "donor_actions" USING btree ("email");
  CREATE INDEX "donor_actions_plan_idx" ON "donor_actions" USING btree ("plan_id");
  CREATE INDEX "donor_actions_updated_at_idx" ON "donor_actions" USING btree ("updated_at");
  CREATE INDEX "donor_actions_created_at_idx" ON "donor_actions" USING btree ("created_at");
  CREATE UNIQUE INDEX "donor_profiles_email_idx" ON "donor_profiles" USING btree ("email");
  CREATE INDEX "donor_profiles_updated_at_idx" ON "donor_profiles" USING btree ("updated_at");
  CREATE INDEX "donor_profiles_created_at_idx" ON "donor_profiles" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_sign_in_codes_fk" FOREIGN KEY ("donor_sign_in_codes_id") REFERENCES "public"."donor_sign_in_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_sessions_fk" FOREIGN KEY ("donor_sessions_id") REFERENCES "public"."donor_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_actions_fk" FOREIGN KEY ("donor_actions_id") REFERENCES "public"."donor_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_profiles_fk" FOREIGN KEY ("donor_profiles_id") REFERENCES "public"."donor_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_donor_sign_in_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_sign_in_codes_id");
  CREATE INDEX "payload_locked_documents_rels_donor_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_donor_actions_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_actions_id");
  CREATE INDEX "payload_locked_documents_rels_donor_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_profiles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donor_sign_in_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "receipt_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donor_sign_in_codes" CASCADE;
  DROP TABLE "donor_sessions" CASCADE;
  DROP TABLE "donor_actions" CASCADE;
  DROP TABLE "donor_profiles" CASCADE;
  DROP TABLE "receipt_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_donor_sign_in_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_donor_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_donor_actions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_donor_profiles_fk";
  
  DROP INDEX "payload_locked_documents_rels_donor_sign_in_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_donor_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_donor_actions_id_idx";
  DROP INDEX "payload_locked_documents_rels_donor_profiles_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "attachments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_sign_in_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_actions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_profiles_id";
  DROP TYPE "public"."enum_donor_sign_in_codes_status";`)
}

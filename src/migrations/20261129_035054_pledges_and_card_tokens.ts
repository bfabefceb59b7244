import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_recurring_plans_kind" AS ENUM('card', 'pledge');
  ALTER TABLE "paymob_payments" ALTER COLUMN "staged_donation_id" DROP NOT NULL;
  ALTER TABLE "recurring_plans" ADD COLUMN "kind" "enum_recurring_plans_kind" DEFAULT 'card' NOT NULL;
  ALTER TABLE "paymob_payments" ADD COLUMN "plan_id" integer;
  ALTER TABLE "paymob_payments" ADD COLUMN "period" numeric;
  ALTER TABLE "paymob_payments" ADD COLUMN "card_token" varchar;
  ALTER TABLE "paymob_payments" ADD CONSTRAINT "paymob_payments_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "recurring_plans_kind_idx" ON "recurring_plans" USING btree ("kind");
  CREATE INDEX "paymob_payments_plan_idx" ON "paymob_payments" USING btree ("plan_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "paymob_payments" DROP CONSTRAINT IF EXISTS "paymob_payments_plan_id_recurring_plans_id_fk";
  
  DROP INDEX "recurring_plans_kind_idx";
  DROP INDEX "paymob_payments_plan_idx";
  DELETE FROM "paymob_payments" WHERE "staged_donation_id" IS NULL;
  ALTER TABLE "paymob_payments" ALTER COLUMN "staged_donation_id" SET NOT NULL;
  ALTER TABLE "recurring_plans" DROP COLUMN "kind";
  ALTER TABLE "paymob_payments" DROP COLUMN "plan_id";
  ALTER TABLE "paymob_payments" DROP COLUMN "period";
  ALTER TABLE "paymob_payments" DROP COLUMN "card_token";
  DROP TYPE "public"."enum_recurring_plans_kind";`)
}

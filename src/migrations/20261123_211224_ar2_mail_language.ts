import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_mail_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_staged_donations_mail_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_recurring_plans_mail_language" AS ENUM('en', 'ar');
  ALTER TABLE "donations" ADD COLUMN "mail_language" "enum_donations_mail_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "staged_donations" ADD COLUMN "mail_language" "enum_staged_donations_mail_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "recurring_plans" ADD COLUMN "mail_language" "enum_recurring_plans_mail_language" DEFAULT 'en' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" DROP COLUMN "mail_language";
  ALTER TABLE "staged_donations" DROP COLUMN "mail_language";
  ALTER TABLE "recurring_plans" DROP COLUMN "mail_language";
  DROP TYPE "public"."enum_donations_mail_language";
  DROP TYPE "public"."enum_staged_donations_mail_language";
  DROP TYPE "public"."enum_recurring_plans_mail_language";`)
}

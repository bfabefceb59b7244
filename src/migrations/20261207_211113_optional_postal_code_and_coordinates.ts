import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" ALTER COLUMN "address_zip_code" DROP NOT NULL;
  ALTER TABLE "donations" ALTER COLUMN "address_latitude" DROP NOT NULL;
  ALTER TABLE "donations" ALTER COLUMN "address_longitude" DROP NOT NULL;
  ALTER TABLE "staged_donations" ALTER COLUMN "address_zip_code" DROP NOT NULL;
  ALTER TABLE "staged_donations" ALTER COLUMN "address_latitude" DROP NOT NULL;
  ALTER TABLE "staged_donations" ALTER COLUMN "address_longitude" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" ALTER COLUMN "address_zip_code" SET NOT NULL;
  ALTER TABLE "donations" ALTER COLUMN "address_latitude" SET NOT NULL;
  ALTER TABLE "donations" ALTER COLUMN "address_longitude" SET NOT NULL;
  ALTER TABLE "staged_donations" ALTER COLUMN "address_zip_code" SET NOT NULL;
  ALTER TABLE "staged_donations" ALTER COLUMN "address_latitude" SET NOT NULL;
  ALTER TABLE "staged_donations" ALTER COLUMN "address_longitude" SET NOT NULL;`)
}

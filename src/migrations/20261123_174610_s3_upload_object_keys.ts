import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "vote_signatures" ADD COLUMN "prefix" varchar DEFAULT 'vote-signatures';
  ALTER TABLE "vote_signatures" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "case_files" ADD COLUMN "prefix" varchar DEFAULT 'case-files';
  ALTER TABLE "case_files" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "vote_signatures" DROP COLUMN "prefix";
  ALTER TABLE "vote_signatures" DROP COLUMN "_objectkey";
  ALTER TABLE "case_files" DROP COLUMN "prefix";
  ALTER TABLE "case_files" DROP COLUMN "_objectkey";`)
}

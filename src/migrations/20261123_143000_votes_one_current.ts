import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * One current vote per member and action (issue 25, finding 2; decision 0023).
 * Written by hand: Payload's `indexes` cannot express a partial index, and the
 * collection's shape is unchanged, so there is no snapshot to diff. Votes left
 * current twice by the earlier race are superseded first, keeping the newest.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "votes" AS v SET "superseded" = true
  WHERE v."superseded" IS NOT TRUE AND EXISTS (
    SELECT 1 FROM "votes" AS newer
    WHERE newer."meeting_id" = v."meeting_id" AND newer."member_id" = v."member_id"
      AND newer."action_id" = v."action_id" AND newer."superseded" IS NOT TRUE
      AND newer."id" > v."id"
  );
  CREATE UNIQUE INDEX "votes_one_current_idx" ON "votes" USING btree ("meeting_id", "member_id", "action_id")
  WHERE "superseded" IS NOT TRUE;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX "votes_one_current_idx";`)
}

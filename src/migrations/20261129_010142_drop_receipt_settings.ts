import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The receipt settings global goes (decision 0112): receipts and the board minutes read the
 * legal entities now, and 20261129_005424_legal_entities_currencies has already carried a filled
 * row into the US entity. `down` brings the empty table back for that migration's own `down`.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "receipt_settings" CASCADE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "receipt_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"legal_name" varchar DEFAULT 'New Egypt Foundation' NOT NULL,
  	"address" varchar DEFAULT E'New Egypt Foundation\nUnited States' NOT NULL,
  	"ein" varchar DEFAULT '00-0000000' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

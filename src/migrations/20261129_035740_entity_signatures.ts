import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { copyFile, mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { env } from '../lib/env'
import { s3SettingsOf } from '../lib/storage/s3-settings'
import { copyUploadObject, deleteUploadObject } from '../lib/storage/object-storage'

/**
 * Signature images move out of the public `media` collection into `entity-signatures`, which
 * only treasurers and administrators read (decision 0119). A signature uploaded before is moved:
 * its row copied into the new table, the entity pointed at the copy, the file copied into the
 * new folder (on disk or in the bucket), then the public media row and its files removed, so no
 * public address serves it any more.
 */
type MediaRow = {
  id: number
  filename: string | null
  mime_type: string | null
  filesize: string | null
  width: string | null
  height: string | null
  sizes: (string | null)[]
}

async function moveFile(filename: string, others: (string | null)[]): Promise<void> {
  const settings = s3SettingsOf(env())
  if (settings) {
    await copyUploadObject(settings, 'media', 'entity-signatures', filename)
    for (const name of [filename, ...others]) {
      if (name) await deleteUploadObject(settings, 'media', name)
    }
    return
  }
  const from = path.resolve(env().DATA_DIR, 'media')
  const to = path.resolve(env().DATA_DIR, 'entity-signatures')
  await mkdir(to, { recursive: true, mode: 0o700 })
  await copyFile(path.join(from, path.basename(filename)), path.join(to, path.basename(filename)))
  for (const name of [filename, ...others]) {
    if (name) await rm(path.join(from, path.basename(name)), { force: true })
  }
}

async function moveSignatures(db: MigrateUpArgs['db']): Promise<void> {
  const { rows } = (await db.execute(sql`
    SELECT DISTINCT m.id, m.filename, m.mime_type, m.filesize, m.width, m.height,
           ARRAY[m.sizes_thumb_filename, m.sizes_card_filename, m.sizes_wide_filename] AS sizes
      FROM legal_entities e JOIN media m ON m.id = e.signature_id`)) as unknown as {
    rows: MediaRow[]
  }
  for (const m of rows) {
    const { rows: made } = (await db.execute(sql`
      INSERT INTO entity_signatures (filename, mime_type, filesize, width, height)
      VALUES (${m.filename}, ${m.mime_type}, ${m.filesize}, ${m.width}, ${m.height})
      RETURNING id`)) as unknown as { rows: { id: number }[] }
    await db.execute(
      sql`UPDATE legal_entities SET signature_id = ${made[0]!.id} WHERE signature_id = ${m.id}`,
    )
    // A file already gone (a lost disk) leaves the row, without bytes: staff upload it again.
    if (m.filename) await moveFile(m.filename, m.sizes).catch(() => undefined)
    await db.execute(sql`DELETE FROM media WHERE id = ${m.id}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "entity_signatures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"prefix" varchar DEFAULT 'entity-signatures',
  	"_objectkey" varchar,
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
  
  ALTER TABLE "legal_entities" DROP CONSTRAINT "legal_entities_signature_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "entity_signatures_id" integer;
  CREATE INDEX "entity_signatures_updated_at_idx" ON "entity_signatures" USING btree ("updated_at");
  CREATE INDEX "entity_signatures_created_at_idx" ON "entity_signatures" USING btree ("created_at");
  CREATE UNIQUE INDEX "entity_signatures_filename_idx" ON "entity_signatures" USING btree ("filename");`)
  await moveSignatures(db)
  await db.execute(sql`
  ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_signature_id_entity_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."entity_signatures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_entity_signatures_fk" FOREIGN KEY ("entity_signatures_id") REFERENCES "public"."entity_signatures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_entity_signatures_id_idx" ON "payload_locked_documents_rels" USING btree ("entity_signatures_id");`)
}

/** Back: the entities lose their signature (the public media collection is not refilled). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "legal_entities" SET "signature_id" = NULL;
  ALTER TABLE "entity_signatures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "entity_signatures" CASCADE;
  ALTER TABLE "legal_entities" DROP CONSTRAINT IF EXISTS "legal_entities_signature_id_entity_signatures_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_entity_signatures_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_entity_signatures_id_idx";
  ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_signature_id_media_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "entity_signatures_id";`)
}

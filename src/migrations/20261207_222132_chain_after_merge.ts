import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: two migrations were written side by side (20261207_211018, the owed
 * receipts and the entities' sender; 20261207_211113, the optional postal code), each from the
 * schema before the other. This one only carries the JSON snapshot of the schema with both, so
 * the next `npm run migrate:create` compares against the whole schema and does not write the
 * first one's changes again.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}

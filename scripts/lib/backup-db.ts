/**
 * The database half of `npm run backup` / `npm run restore` (decision 0027): every table of
 * the `public` schema as JSON, read in one read-only snapshot, and written back into a
 * database whose schema the committed migrations made. PostgreSQL's own pg_dump cannot be
 * used here: the embedded server is PostgreSQL 17, and the only pg_dump either registry
 * offers (Debian 12's) is 15, which refuses a newer server. Values never pass through
 * JavaScript numbers: PostgreSQL writes the JSON text and reads the same text back.
 */
import pg from 'pg'

export interface DatabaseDump {
  /** Migrations applied to the database (payload_migrations), oldest first. */
  migrations: string[]
  /** Table name → its rows as the JSON text of an array. */
  tables: Map<string, string>
  /** Sequence name → last value, so new rows continue after the restored ones. */
  sequences: Record<string, string | null>
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

export async function dumpDatabase(url: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // One snapshot for every table, as pg_dump takes it: rows written meanwhile are all out.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows: tableRows } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
    const tables = new Map<string, string>()
    for (const { name } of tableRows) {
      const { rows } = await client.query<{ data: string }>(
        `SELECT coalesce(json_agg(t), '[]'::json)::text AS data FROM ${ident(name)} t`,
      )
      tables.set(name, rows[0]!.data)
    }
    const { rows: seqRows } = await client.query<{ name: string; value: string | null }>(
      "SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'",
    )
    const migrations = tables.has('payload_migrations')
      ? (
          await client.query<{ name: string }>(
            'SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY id',
          )
        ).rows.map((r) => r.name)
      : []
    await client.query('COMMIT')
    return {
      migrations,
      tables,
      sequences: Object.fromEntries(seqRows.map((r) => [r.name, r.value])),
    }
  } finally {
    await client.end()
  }
}

/** The tables of the `public` schema; an empty database has none. */
export async function publicTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
    )
    return rows.map((r) => r.name)
  } finally {
    await client.end()
  }
}

/**
 * Loads `dump` into a database the migrations just made, in one transaction: foreign keys
 * are dropped, every table emptied and filled, the keys added back (which checks every
 * reference again) and the sequences moved past the restored ids.
 */
export async function loadDatabase(url: string, dump: DatabaseDump): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN')
    const existing = new Set(
      (
        await client.query<{ name: string }>(
          "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
        )
      ).rows.map((r) => r.name),
    )
    const unknown = [...dump.tables.keys()].filter((t) => !existing.has(t))
    if (unknown.length > 0) {
      throw new Error(`The migrations made no table for: ${unknown.join(', ')}.`)
    }
    const { rows: keys } = await client.query<{ tbl: string; name: string; def: string }>(
      `SELECT c.relname AS tbl, k.conname AS name, pg_get_constraintdef(k.oid) AS def
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
        WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace`,
    )
    for (const k of keys) {
      await client.query(`ALTER TABLE ${ident(k.tbl)} DROP CONSTRAINT ${ident(k.name)}`)
    }
    await client.query(`TRUNCATE ${[...existing].map(ident).join(', ')}`)
    for (const [table, json] of dump.tables) {
      await client.query(
        `INSERT INTO ${ident(table)} OVERRIDING SYSTEM VALUE
         SELECT * FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`,
        [json],
      )
    }
    for (const k of keys) {
      await client.query(`ALTER TABLE ${ident(k.tbl)} ADD CONSTRAINT ${ident(k.name)} ${k.def}`)
    }
    for (const [sequence, value] of Object.entries(dump.sequences)) {
      // A sequence never used keeps its start: setval(…, false) hands out its first value next.
      await client.query(
        value === null
          ? 'SELECT setval($1::regclass, 1, false)'
          : 'SELECT setval($1::regclass, $2)',
        value === null ? [ident(sequence)] : [ident(sequence), value],
      )
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}

import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** What a step inside `inTransaction` gets: the `req` to pass to Payload's local API, and raw SQL on the same connection. */
export type Tx = {
  req: { transactionID: string | number }
  execute: (query: ReturnType<typeof sql>) => Promise<unknown>
}

type Executor = { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }
type Session = { db: Executor }
/** Payload's PostgreSQL adapter as far as raw SQL needs it: its pool's drizzle and its transactions. */
type Adapter = { drizzle: Executor; sessions: Record<string, Session> }

/**
 * Runs `fn` in one PostgreSQL transaction of Payload's adapter: every local
 * API call given `tx.req` joins it (Payload's operations see the
 * transactionID and neither commit nor roll back themselves), so the whole
 * step commits or rolls back together. Used where a check and a write must
 * not interleave with a simultaneous request (votes: decision 0023).
 */
export async function inTransaction<T>(payload: Payload, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const id = await payload.db.beginTransaction()
  if (id === null) throw new Error('The database adapter gave no transaction.')
  const sessions = (payload.db as unknown as { sessions: Record<string, Session> }).sessions
  const tx: Tx = {
    req: { transactionID: id },
    execute: (query) => sessions[String(id)]!.db.execute(query),
  }
  try {
    const result = await fn(tx)
    await payload.db.commitTransaction(id)
    return result
  } catch (err) {
    await payload.db.rollbackTransaction(id)
    throw err
  }
}

/**
 * Raw SQL on the connection of the transaction a Payload `req` carries (one opened with
 * `initTransaction(req)`), so a statement commits or rolls back with the local API calls given
 * that `req`. A `req` without a transaction runs it on the pool; one whose transaction has ended
 * throws, rather than commit on its own what was meant to go with the rest.
 */
export async function executeInRequest(
  payload: Payload,
  req: { transactionID?: string | number | Promise<string | number> },
  query: ReturnType<typeof sql>,
): Promise<{ rowCount?: number | null }> {
  const id = await req.transactionID
  const adapter = payload.db as unknown as Adapter
  const session = id === undefined ? undefined : adapter.sessions[String(id)]
  if (id !== undefined && !session) throw new Error(`Transaction ${id} is no longer open.`)
  return (await (session?.db ?? adapter.drizzle).execute(query)) as { rowCount?: number | null }
}

export { sql }

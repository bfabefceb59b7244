import 'server-only'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

/** The pool of Payload's PostgreSQL adapter, for the few atomic statements Payload's API cannot express. */
export const poolOf = (payload: Payload): Pool => (payload.db as unknown as { pool: Pool }).pool

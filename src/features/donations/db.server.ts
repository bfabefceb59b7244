import 'server-only'

/** The pool of Payload's PostgreSQL adapter (one definition for the app: src/lib/db/pool.server.ts). */
export { poolOf } from '@/lib/db/pool.server'

import path from 'node:path'
import { embeddedDatabaseUrl } from '@/lib/db/embedded-postgres'
import { E2E } from './e2e-env'

/**
 * The e2e server's embedded database, for a spec that seeds rows or reads them: the launcher's
 * own database, `charity_dev` under `next dev` (E2E_DEV=1, scripts/start.ts), else `charity`.
 * Its password is in the data folder: call this once the server runs.
 */
export const e2eDatabaseUrl = (): string =>
  embeddedDatabaseUrl(
    path.resolve(E2E.serverEnv.DATA_DIR, 'postgres'),
    Number(E2E.serverEnv.EMBEDDED_PG_PORT),
    E2E.dev ? 'charity_dev' : 'charity',
  )

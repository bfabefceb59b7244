import 'server-only'

/** What `GET /api/ready` reports: ready, or the reason a load balancer should pass this instance by. */
export type Readiness = { ready: true } | { ready: false; reason: string }

interface Queryable {
  query(sql: string): Promise<{ rows: Array<Record<string, unknown>> }>
}

const UNDEFINED_TABLE = '42P01'

/**
 * Ready when the database answers within `timeoutMs` and every migration this code ships
 * (`expected`, the names in src/migrations/index.ts) is in Payload's `payload_migrations`
 * table. Names the code does not know (a newer instance migrated first) do not count
 * against it. The reason never carries the database's address or an error's text.
 */
export async function readiness(
  db: Queryable,
  expected: readonly string[],
  timeoutMs = 3000,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  try {
    const result = await Promise.race([db.query('SELECT name FROM payload_migrations'), timeout])
    if (result === 'timeout') {
      return { ready: false, reason: `the database did not answer within ${timeoutMs / 1000} s` }
    }
    const applied = new Set(result.rows.map((row) => String(row.name)))
    const missing = expected.filter((name) => !applied.has(name))
    return missing.length === 0
      ? { ready: true }
      : { ready: false, reason: `migrations not applied: ${missing.join(', ')}` }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === UNDEFINED_TABLE) return { ready: false, reason: 'no migration has been applied' }
    return {
      ready: false,
      reason: `the database does not answer${typeof code === 'string' ? ` (${code})` : ''}`,
    }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Whether the database answers `SELECT 1` within `timeoutMs`: what `GET /api/health` reports
 * (issue 65, decision 0132). No table is read, so it holds while migrations run.
 */
export async function databaseAnswers(db: Queryable, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

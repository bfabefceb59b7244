/**
 * How long PostgreSQL lets one statement of the web server run (issue 64, item 2; decision 0125).
 * An anonymous query sorting and filtering through two joins took 26 s, and ten of them held
 * the pool's ten connections. The bounds of a visitor's query (src/lib/security/query-cost.ts)
 * keep queries short; this is the backstop for what they miss, in the serving process only:
 * the launcher sets DATABASE_STATEMENT_TIMEOUT_MS for it (scripts/start.ts), so migrations,
 * seeding and backups, which run in their own processes, are never cut short.
 */
export const SERVER_STATEMENT_TIMEOUT_MS = 15_000

/** The pool's `statement_timeout` from DATABASE_STATEMENT_TIMEOUT_MS, or none when unset. */
export function statementTimeoutOf(env: {
  DATABASE_STATEMENT_TIMEOUT_MS?: string
}): { statement_timeout: number } | Record<string, never> {
  const ms = Number(env.DATABASE_STATEMENT_TIMEOUT_MS?.trim() || NaN)
  return Number.isSafeInteger(ms) && ms > 0 ? { statement_timeout: ms } : {}
}

/** The launcher's setting for the serving process; an operator's own value is kept. */
export function serverStatementTimeoutEnv(env: {
  DATABASE_STATEMENT_TIMEOUT_MS?: string
}): Record<string, string> {
  return env.DATABASE_STATEMENT_TIMEOUT_MS?.trim()
    ? {}
    : { DATABASE_STATEMENT_TIMEOUT_MS: String(SERVER_STATEMENT_TIMEOUT_MS) }
}

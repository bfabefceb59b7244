/** Ports, folders and accounts of the end-to-end test server, apart from `npm start`'s. */
const PORT = Number(process.env.E2E_PORT ?? 3100)
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)
const MAIL_API_PORT = Number(process.env.E2E_MAIL_API_PORT ?? 3199)
/** The Paymob stand-in the EGP spec starts (decision 0107). */
const PAYMOB_PORT = Number(process.env.E2E_PAYMOB_PORT ?? 3198)
/**
 * E2E_DEV=1: against `next dev` instead of the production build, for one spec under work: no
 * build first (pages compile on their first visit). Its own build folder, so the production
 * build beside it stays current. Checks of production only (headers, caching, the script policy)
 * fail there; the production run is the one that counts.
 */
const DEV = process.env.E2E_DEV === '1'
const DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e'

export const E2E = {
  dev: DEV,
  baseURL: `http://localhost:${PORT}`,
  mailApi: `http://127.0.0.1:${MAIL_API_PORT}`,
  smtpPort: SMTP_PORT,
  mailApiPort: MAIL_API_PORT,
  paymobApi: `http://127.0.0.1:${PAYMOB_PORT}`,
  /** Everything the e2e server printed, for the search for secrets after the run (scripts/check-e2e-log.ts). */
  serverLog: `test-results/e2e-server-${PORT}.log`,
  /** The output of `npm test`'s preparation of that server, searched with it (decision 0116). */
  prepareLog: `test-results/e2e-prepare-${PORT}.log`,
  /** Every mail the catcher received, one JSON per line, for the same search. */
  mailLog: `test-results/e2e-mail-${MAIL_API_PORT}.jsonl`,
  admin: { email: 'e2e-admin@newegypt.example', password: 'e2e-Admin-Password-2026' },
  serverEnv: {
    PORT: String(PORT),
    SITE_URL: `http://localhost:${PORT}`,
    DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
    NEXT_DIST_DIR: DEV ? `${DIST_DIR}-dev` : DIST_DIR,
    EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54339)),
    ADMIN_EMAIL: 'e2e-admin@newegypt.example',
    ADMIN_PASSWORD: 'e2e-Admin-Password-2026',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'New Egypt Foundation <no-reply@newegypt.example>',
    STAFF_NOTIFY_EMAIL: 'staff@newegypt.example',
    // The tests play many visitors from one machine: each sends its own X-Forwarded-For, as a
    // proxy in front appends it, and the server trusts that one hop (never what a client wrote
    // to its left).
    TRUST_PROXY: '1',
    PAYMOB_API_URL: `http://127.0.0.1:${PAYMOB_PORT}`,
  } satisfies Record<string, string>,
}

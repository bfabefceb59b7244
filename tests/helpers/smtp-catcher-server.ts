/**
 * The end-to-end suite's mail server: SMTP for the app, and a small HTTP API
 * for the tests: GET /messages?to=<address> lists the mails caught for it.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { E2E } from './e2e-env'
import { startSmtpCatcher } from './smtp-catcher'

// Each mail is also kept on disk: its codes and link tokens are searched for in the server's
// log after the run (scripts/check-e2e-log.ts), when this server has been stopped.
mkdirSync(path.dirname(E2E.mailLog), { recursive: true })
writeFileSync(E2E.mailLog, '')
const catcher = await startSmtpCatcher(E2E.smtpPort, (mail) =>
  appendFileSync(E2E.mailLog, `${JSON.stringify(mail)}\n`),
)
const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  res.setHeader('Content-Type', 'application/json')
  if (url.pathname === '/health') return res.end('{"ok":true}')
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')
    return res.end(JSON.stringify(to ? catcher.to(to) : catcher.mails))
  }
  res.statusCode = 404
  res.end('{"error":"not found"}')
})
http.listen(E2E.mailApiPort, '127.0.0.1', () =>
  console.log(`SMTP catcher on ${E2E.smtpPort}, mail API on ${E2E.mailApiPort}`),
)
const stop = () => {
  http.close()
  void catcher.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop).on('SIGINT', stop)

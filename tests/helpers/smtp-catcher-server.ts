/**
 * The end-to-end suite's mail server: SMTP for the app, and a small HTTP API
 * for the tests: GET /messages?to=<address> lists the mails caught for it.
 */
import { createServer } from 'node:http'
import { E2E } from './e2e-env'
import { startSmtpCatcher } from './smtp-catcher'

const catcher = await startSmtpCatcher(E2E.smtpPort)
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

import { existsSync, readFileSync } from 'node:fs'
import { E2E } from '../helpers/e2e-env'
import { expect, test } from './fixtures'

/**
 * What a load balancer and a log shipper read from the production server (issue 18):
 * the health and readiness probes, and one JSON log line per request with its id.
 */
test('health and readiness answer 200, never cached', async ({ request }) => {
  for (const path of ['/api/health', '/api/ready']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(await res.json(), path).toMatchObject({ status: 'ok' })
    expect(res.headers()['cache-control'], path).toBe('no-store')
  }
})

test('a request id: a proxy’s safe one is kept, anything else replaced, both answered back', async ({
  request,
}) => {
  const mine = `e2e-${Date.now()}`
  const kept = await request.get('/api/health?token=not-for-the-log', {
    headers: { 'X-Request-Id': mine },
  })
  expect(kept.headers()['x-request-id']).toBe(mine)
  const unsafe = await request.get('/api/health', {
    headers: { 'X-Request-Id': '"},{"level":60,"msg":"forged' },
  })
  expect(unsafe.headers()['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/)
  const none = await request.get('/api/health')
  expect(none.headers()['x-request-id']).not.toBe(unsafe.headers()['x-request-id'])

  // The server's log line for it: JSON, with the path but not the query string.
  expect(existsSync(E2E.serverLog), `${E2E.serverLog} (written by the e2e server)`).toBe(true)
  let line: Record<string, unknown> | undefined
  await expect
    .poll(() => {
      const found = readFileSync(E2E.serverLog, 'utf8')
        .split('\n')
        .find((l) => l.includes(`"reqId":"${mine}"`))
      line = found ? (JSON.parse(found) as Record<string, unknown>) : undefined
      return Boolean(line)
    })
    .toBe(true)
  expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/health', status: 200 })
  expect(typeof line!.ms).toBe('number')
  expect(JSON.stringify(line)).not.toContain('not-for-the-log')
})

import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import {
  payload,
  recurring,
  donationBody,
  ids,
  staged,
  confirmWith,
  sql,
  setUpDonations,
} from './world'
import { freePort } from '../../helpers/free-port'
import { DONATION_API_MESSAGES } from '@/features/donations/constants'

/**
 * Fault: PostgreSQL restarts while 20 donors confirm their gifts. On a server of this
 * file's own (the run's shared one serves other files). Every donor gets an answer within 10 s;
 * afterwards the same Payload instance serves again without a restart; every donation a donor was
 * told succeeded is recorded once, and once the reconciliation has run, gateway charges equal
 * donation rows.
 */
const DONORS = 20
let server: EmbeddedDatabase
let dir = ''
let port = 0
const start = () => startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port, database: 'postgres' })

beforeAll(async () => {
  port = await freePort()
  dir = await mkdtemp(path.join(tmpdir(), 'charity-pg-restart-'))
  await chmod(dir, 0o755) // PostgreSQL runs as its own user and must reach its folder
  server = await start()
})
// Registered first, so it runs last: after the world has dropped its database.
afterAll(async () => {
  await server?.stop()
  await rm(dir, { recursive: true, force: true })
})
setUpDonations({ pgServerUrl: () => server.url })

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const oneLine = (ids_: number) =>
  donationBody({
    donations: [{ donation_purpose_id: ids.medical, donation_amount: String(10 + ids_) }],
  })

describe('PostgreSQL restarts while donors confirm', () => {
  it('answers every donor within 10 s, serves again after, and records each charge once', async () => {
    const donors = []
    for (let i = 0; i < DONORS; i += 1) donors.push(await staged(oneLine(i)))

    const restart = (async () => {
      await sleep(1000)
      await server.stop()
      await sleep(1500)
      server = await start()
    })()
    const answers = await Promise.all(
      // One donor every 300 ms: some before the stop, some while it is down, some after.
      donors.map(async (d, i) => {
        await sleep(i * 300)
        const started = Date.now()
        let outcome: string
        let told = ''
        try {
          const r = await confirmWith(d.body.email, d.code)
          outcome = r.kind === 'ok' ? 'ok' : `${r.kind} ${'status' in r ? r.status : ''}`
          told = r.kind === 'refused' ? r.message : ''
        } catch {
          // Thrown before the claim: the route answers 503 "…Nothing was saved; please try again".
          outcome = 'error (the route answers 503)'
        }
        return { ...d, outcome, told, ms: Date.now() - started }
      }),
    )
    await restart
    const tally = Object.entries(
      answers.reduce<Record<string, number>>(
        (t, a) => ({ ...t, [a.outcome]: (t[a.outcome] ?? 0) + 1 }),
        {},
      ),
    )
    const slowest = Math.max(...answers.map((a) => a.ms))
    console.info(
      `[pg-restart] ${DONORS} donors: ${JSON.stringify(tally)}; slowest answer ${slowest} ms`,
    )
    expect(slowest).toBeLessThan(10_000)

    // No donor whose card was charged was told to try again (issue 43; decision 0081): each was
    // told it succeeded, or that the payment may have gone through.
    for (const a of answers) {
      const charged = await sql(`SELECT 1 FROM sandbox_charges WHERE idempotency_key = $1`, [
        `staged-donation:${a.id}`,
      ])
      if (charged.length && a.outcome !== 'ok') {
        expect(a.told, `${a.body.email}: ${a.outcome}`).toBe(DONATION_API_MESSAGES.pending)
      }
    }

    // The same instance serves again: a new donor gives from start to end.
    await expect
      .poll(
        async () => {
          try {
            return (await staged(oneLine(99))).id > 0
          } catch {
            return false
          }
        },
        { timeout: 10_000 },
      )
      .toBe(true)

    // A donor who saw the failure tries again with the same code: nothing was lost.
    for (const a of answers.filter((x) => x.outcome !== 'ok')) {
      const again = await confirmWith(a.body.email, a.code)
      a.outcome = again.kind === 'ok' ? 'ok' : a.outcome
    }
    console.info(
      `[pg-restart] after retrying: ${answers.filter((a) => a.outcome === 'ok').length} of ${DONORS} recorded`,
    )

    // Claims the restart cut off are reconciled once their lease (a minute) is over: recorded
    // when the gateway charged, released when it did not; then those donors' codes work again.
    await recurring.runRecurringCharges(payload, new Date(Date.now() + 61_000))
    for (const a of answers.filter((x) => x.outcome !== 'ok')) {
      const again = await confirmWith(a.body.email, a.code)
      if (again.kind === 'ok') a.outcome = 'ok'
    }
    // Every donor now has exactly one donation: told so, recorded by the reconciliation (the
    // charge was made before the cut: the receipt tells them), or given on their retry.
    const recorded = await sql<{ staged_donation_id: number; n: number }>(
      `SELECT staged_donation_id, count(*)::int AS n FROM donations GROUP BY staged_donation_id`,
    )
    const per = new Map(recorded.map((r) => [Number(r.staged_donation_id), r.n]))
    expect(answers.map((a) => per.get(a.id) ?? 0)).toEqual(answers.map(() => 1))

    for (const a of answers.filter((x) => x.outcome === 'ok')) {
      expect(
        await sql(`SELECT id FROM donations WHERE staged_donation_id = $1`, [a.id]),
        `the donation of ${a.body.email}, told it succeeded`,
      ).toHaveLength(1)
    }
    const [counts] = await sql<{ charges: number; donations: number; per_staging: number }>(
      `SELECT (SELECT count(*)::int FROM sandbox_charges WHERE idempotency_key LIKE 'staged-donation:%') AS charges,
              (SELECT count(*)::int FROM donations WHERE staged_donation_id IS NOT NULL) AS donations,
              (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM donations GROUP BY staged_donation_id) x) AS per_staging`,
    )
    console.info(`[pg-restart] after reconciliation: ${JSON.stringify(counts)}`)
    expect(counts!.charges).toBe(counts!.donations)
    expect(counts!.per_staging).toBeLessThanOrEqual(1)
  })
})

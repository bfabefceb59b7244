import { afterEach, describe, expect, it } from 'vitest'
import { startSmtpCatcher } from '../../helpers/smtp-catcher'
import {
  payload,
  catcher,
  CODE_SUBJECT,
  DONATION_RECEIPT,
  donationBody,
  ip,
  codeFrom,
  confirmWith,
  sql,
  setUpDonations,
} from './world'

/**
 * Faults: the SMTP server goes away. The donor waiting for a code is told at once and
 * nothing is charged; receipts and notifications wait in the outbox and are delivered, once each,
 * when the server is back, even with two instances retrying at the same time.
 */
setUpDonations()

const queue = () => import('@/lib/mail/queue.server')
const outbox = () =>
  sql<{
    id: number
    to: string
    subject: string
    status: string
    attempts: string
    last_error: string
  }>(`SELECT id, "to", subject, status, attempts, last_error FROM outbox ORDER BY id`)
/** Makes every queued mail due now, as if its pause had passed. */
const pauseOver = () => sql(`UPDATE outbox SET next_attempt_at = now() - interval '1 second'`)

describe('SMTP down', () => {
  let smtp = { close: async () => undefined } as { close(): Promise<void> }
  const port = () => Number(process.env.SMTP_PORT)
  const smtpDown = () => catcher.close()
  // A failed test must not leave the server up for the next one, which expects it down.
  afterEach(() => smtp.close())

  it('staging answers 503 with the spec-reading text within seconds, expires the staging and charges nothing', async () => {
    await smtpDown()
    const body = donationBody()
    const started = Date.now()
    const result = await (
      await import('@/features/donations/staging/stage.server')
    ).stageDonation(payload, body, { ip: ip() })
    const seconds = (Date.now() - started) / 1000
    expect(result).toMatchObject({
      kind: 'refused',
      status: 503,
      message: 'We could not send the code to your email. Please try again.',
    })
    expect(seconds).toBeLessThan(10)
    const rows = await sql<{ status: string }>(
      `SELECT status FROM staged_donations WHERE email = $1`,
      [body.email],
    )
    expect(rows.map((r) => r.status)).toEqual(['expired'])
    expect(await sql(`SELECT 1 FROM sandbox_charges`)).toEqual([])
    // The code itself is never queued: it would be stale, and it is a secret.
    expect((await outbox()).filter((m) => m.subject === CODE_SUBJECT)).toEqual([])
  })

  it('a confirmed donation keeps its receipt in the outbox until SMTP is back, then delivers it once', async () => {
    const up = await startSmtpCatcher(port())
    smtp = up
    const body = donationBody()
    const stage = await import('@/features/donations/staging/stage.server')
    expect(await stage.stageDonation(payload, body, { ip: ip() })).toMatchObject({ kind: 'ok' })
    const code = codeFrom(up.to(body.email).find((m) => m.subject === CODE_SUBJECT))
    await up.close()

    const result = await confirmWith(body.email, code)
    expect(result).toMatchObject({ kind: 'ok' })
    const [queued, ...others] = await outbox()
    expect(others).toEqual([])
    expect(queued).toMatchObject({ to: body.email, subject: DONATION_RECEIPT, status: 'pending' })
    expect(Number(queued!.attempts)).toBe(1)
    expect(queued!.last_error).toMatch(/ECONNREFUSED/)

    // Still down: another try, still kept.
    await pauseOver()
    expect(await (await queue()).deliverDueMail(payload)).toEqual({ sent: 0, failed: 1 })
    expect((await outbox()).map((m) => [m.status, Number(m.attempts)])).toEqual([['pending', 2]])

    // Not yet due: nothing is tried.
    expect(await (await queue()).deliverDueMail(payload)).toEqual({ sent: 0, failed: 0 })

    const back = await startSmtpCatcher(port())
    smtp = back
    await pauseOver()
    expect(await (await queue()).deliverDueMail(payload)).toEqual({ sent: 1, failed: 0 })
    expect(back.to(body.email).map((m) => m.subject)).toEqual([DONATION_RECEIPT])
    expect(back.to(body.email)[0]!.text).toContain(`Dear Amira Fawzy,`)
    expect(await outbox()).toEqual([]) // delivered mail is not kept: it carries personal data
  })

  it('two instances retrying at once deliver every queued mail exactly once', async () => {
    const { sendReliably, deliverDueMail } = await queue()
    const addresses = Array.from({ length: 12 }, (_, i) => `queued.${i}.${Date.now()}@example.org`)
    for (const to of addresses) {
      await sendReliably(payload, { to, subject: 'Queued notice', text: `for ${to}` })
    }
    expect((await outbox()).length).toBe(12)

    const back = await startSmtpCatcher(port())
    smtp = back
    await pauseOver()
    const runs = await Promise.all([deliverDueMail(payload), deliverDueMail(payload)])
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(12)
    expect(back.mails.map((m) => m.to[0]).sort()).toEqual([...addresses].sort())
    expect(await outbox()).toEqual([])
  })

  it('gives up after the last try and keeps the mail as failed for an admin to see', async () => {
    const { sendReliably, deliverDueMail, MAIL_RETRY } = await queue()
    await sendReliably(payload, { to: 'never@example.org', subject: 'Undeliverable', text: 'x' })
    for (let i = 1; i < MAIL_RETRY.maxAttempts; i += 1) {
      await pauseOver()
      await deliverDueMail(payload)
    }
    const [row] = await outbox()
    expect(row).toMatchObject({ status: 'failed' })
    expect(Number(row!.attempts)).toBe(MAIL_RETRY.maxAttempts)
    await pauseOver()
    expect(await deliverDueMail(payload)).toEqual({ sent: 0, failed: 0 })
    await sql(`DELETE FROM outbox`)
  })

  it('pauses grow from a minute to at most six hours', async () => {
    const { MAIL_RETRY } = await queue()
    expect([1, 2, 3, 4, 10, 12].map(MAIL_RETRY.pauseMinutes)).toEqual([1, 2, 4, 8, 360, 360])
  })
})

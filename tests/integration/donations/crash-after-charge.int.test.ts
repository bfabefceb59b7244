import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  payload,
  catcher,
  recurring,
  DONATION_RECEIPT,
  staged,
  confirmWith,
  sql,
  setUpDonations,
  databaseUrl,
  ids,
  gatewayModule,
} from './world'
import { DONATION_API_MESSAGES } from '@/features/donations/constants'
import { storedCents } from '@/features/donations/fees'
import { startJobsInstance } from '../../helpers/jobs-instance'

/**
 * Fault: the app is killed with SIGKILL between the gateway's charge and the
 * donation's record. A real child process confirms on this file's database and dies the moment
 * the charge returns (crash-after-charge.child.ts). After it: the donor's retry charges nothing
 * more and is told the payment may have gone through; an instance started afterwards records the
 * charge once, with its receipt, on its first ticks (the repair is queued at start and runs every
 * minute, decision 0081); the retried code then answers "received", and a donor starting over
 * with the same gift is not charged again.
 */
setUpDonations()

function confirmInChildKilledAfterCharge(email: string, code: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './tests/helpers/child/register.mjs',
      'tests/integration/donations/crash-after-charge.child.ts',
      email,
      code,
    ],
    { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  return new Promise<{ signal: NodeJS.Signals | null; out: string }>((resolve) =>
    child.on('exit', (_code, signal) => resolve({ signal, out })),
  )
}

const chargesFor = (id: number) =>
  sql<{ charge_id: string }>(`SELECT charge_id FROM sandbox_charges WHERE idempotency_key = $1`, [
    `staged-donation:${id}`,
  ])
const donationsFor = (id: number) =>
  sql<{ charge_id: string; status: string }>(
    `SELECT charge_id, status FROM donations WHERE staged_donation_id = $1`,
    [id],
  )
const stagingStatus = async (id: number) =>
  (await sql<{ status: string }>(`SELECT status FROM staged_donations WHERE id = $1`, [id]))[0]
    ?.status

describe('killed between the charge and the record', () => {
  it('the donor is told the payment may have gone through, and the instance up again records it once with its receipt; the retried code answers received', async () => {
    const { body, id, code } = await staged()

    const { signal, out } = await confirmInChildKilledAfterCharge(body.email, code)
    expect(signal, out).toBe('SIGKILL')
    expect(out).toMatch(/CHARGED \{"ok":true/)
    const [charge, ...more] = await chargesFor(id)
    expect(more).toEqual([])
    expect(await donationsFor(id)).toEqual([])
    expect(await stagingStatus(id)).toBe('processing')

    // The donor, seeing no answer, tries again: told the payment may have gone through (not
    // "already used", never "try again"), and nothing more is charged.
    expect(await confirmWith(body.email, code)).toEqual({
      kind: 'refused',
      status: 409,
      message: DONATION_API_MESSAGES.pending,
    })
    // Within the claim's lease (a minute) the job leaves it alone: the first process might still
    // be working.
    expect((await recurring.runRecurringCharges(payload)).recovered).toBe(0)

    // The crash was over a minute ago; an instance starts (no request reaches it) and its first
    // ticks find the charge: recorded once, with the very charge the gateway made, receipted.
    await sql(
      `UPDATE staged_donations SET claimed_at = now() - interval '61 seconds' WHERE id = $1`,
      [id],
    )
    const instance = startJobsInstance(databaseUrl)
    try {
      await expect
        .poll(() => donationsFor(id), { timeout: 60_000, interval: 500 })
        .toEqual([{ charge_id: charge!.charge_id, status: 'paid' }])
      await expect
        .poll(() => catcher.to(body.email).filter((m) => m.subject === DONATION_RECEIPT).length, {
          timeout: 30_000,
        })
        .toBe(1)
    } finally {
      await instance.stop()
    }
    expect(await stagingStatus(id)).toBe('used')
    expect(await chargesFor(id)).toHaveLength(1)
    expect(await donationsFor(id)).toHaveLength(1)

    // The donor's retried code now answers with the gift's state: received.
    const [donation] = await sql<{ id: number }>(
      `SELECT id FROM donations WHERE staged_donation_id = $1`,
      [id],
    )
    expect(await confirmWith(body.email, code)).toEqual({
      kind: 'ok',
      donationId: donation!.id,
      planIds: [],
      received: true,
    })
    expect((await recurring.runRecurringCharges(payload)).recovered).toBe(0)
    expect(await donationsFor(id)).toHaveLength(1)
    expect(catcher.to(body.email).filter((m) => m.subject === DONATION_RECEIPT)).toHaveLength(1)
  })

  it('a donor who starts over before the first gift is settled is not charged again', async () => {
    const first = await staged()
    // The first confirmation charged the card, then its process died (as in the test above).
    await sql(
      `UPDATE staged_donations SET status = 'processing', claimed_at = now() WHERE id = $1`,
      [first.id],
    )
    const doc = await payload.findByID({
      collection: 'staged-donations',
      id: first.id,
      overrideAccess: true,
    })
    await gatewayModule.paymentGateway(payload).charge({
      token: doc.gatewayToken,
      amountCents: storedCents(doc.total),
      currency: 'USD',
      idempotencyKey: `staged-donation:${first.id}`,
    })
    // The donor starts over with the same gift and card: nothing charged while the first is open…
    const again = await staged(first.body)
    expect(await confirmWith(first.body.email, again.code)).toEqual({
      kind: 'refused',
      status: 409,
      message: DONATION_API_MESSAGES.pending,
    })
    // …nor once the repair has recorded the first.
    expect(
      (await recurring.runRecurringCharges(payload, new Date(Date.now() + 61_000))).recovered,
    ).toBe(1)
    expect(await confirmWith(first.body.email, again.code)).toEqual({
      kind: 'refused',
      status: 409,
      message: DONATION_API_MESSAGES.received,
    })
    expect(await chargesFor(again.id)).toEqual([])
    expect(await donationsFor(first.id)).toHaveLength(1)
    // Another amount is another gift; and a gift the donor was answered for does not block an
    // equal one given after it.
    const line = {
      donation_purpose_id: String(ids.medical),
      donation_amount: '77',
      is_repeat: '0',
      repeat_type: '',
    }
    const other = await staged({ ...first.body, donations: [line] })
    expect(await confirmWith(first.body.email, other.code)).toMatchObject({ kind: 'ok' })
    const same = await staged({ ...first.body, donations: [line] })
    expect(await confirmWith(first.body.email, same.code)).toMatchObject({ kind: 'ok' })
    expect(await chargesFor(other.id)).toHaveLength(1)
    expect(await chargesFor(same.id)).toHaveLength(1)
  })

  it('a claim cut off before any charge is released by the reconciliation, and the code works again', async () => {
    const { body, id, code } = await staged()
    // The claim happened, then the process died before the gateway was asked.
    await sql(
      `UPDATE staged_donations SET status = 'processing', claimed_at = now() WHERE id = $1`,
      [id],
    )
    const later = new Date(Date.now() + 61_000)
    expect((await recurring.runRecurringCharges(payload, later)).recovered).toBe(0)
    expect(await chargesFor(id)).toEqual([])
    expect(await stagingStatus(id)).toBe('pending')
    expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'ok' })
    expect(await chargesFor(id)).toHaveLength(1)
    expect(await donationsFor(id)).toHaveLength(1)
  })
})

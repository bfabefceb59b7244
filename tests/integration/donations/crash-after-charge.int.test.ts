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
} from './world'

/**
 * Fault (issue 25): the app is killed with SIGKILL between the gateway's charge and the
 * donation's record. A real child process confirms on this file's database and dies the moment
 * the charge returns (crash-after-charge.child.ts). After it: the donor's retry charges nothing
 * more, and the reconciliation (the first step of the hourly `chargeRecurringDonations` job)
 * records the charge once, with its receipt.
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
  it('is recorded once by the reconciliation, and the donor retrying is not charged twice', async () => {
    const { body, id, code } = await staged()

    const { signal, out } = await confirmInChildKilledAfterCharge(body.email, code)
    expect(signal, out).toBe('SIGKILL')
    expect(out).toMatch(/CHARGED \{"ok":true/)
    const [charge, ...more] = await chargesFor(id)
    expect(more).toEqual([])
    expect(await donationsFor(id)).toEqual([])
    expect(await stagingStatus(id)).toBe('processing')

    // The donor, seeing no answer, tries again: told the code was used, nothing charged.
    expect(await confirmWith(body.email, code)).toMatchObject({
      kind: 'refused',
      status: 422,
      message: 'This code has already been used.',
    })
    expect(await chargesFor(id)).toHaveLength(1)

    // Within the claim's lease the job leaves it alone (the first process might still be working).
    expect((await recurring.runRecurringCharges(payload)).recovered).toBe(0)
    // After the lease: recorded once, with the very charge the gateway made.
    const later = new Date(Date.now() + 11 * 60_000)
    expect((await recurring.runRecurringCharges(payload, later)).recovered).toBe(1)
    expect(await donationsFor(id)).toEqual([{ charge_id: charge!.charge_id, status: 'paid' }])
    expect(await stagingStatus(id)).toBe('used')
    expect((await recurring.runRecurringCharges(payload, later)).recovered).toBe(0)
    expect(await chargesFor(id)).toHaveLength(1)
    expect(await donationsFor(id)).toHaveLength(1)
    await expect
      .poll(() => catcher.to(body.email).filter((m) => m.subject === DONATION_RECEIPT).length)
      .toBe(1)
  })

  it('a claim cut off before any charge is released by the reconciliation, and the code works again', async () => {
    const { body, id, code } = await staged()
    // The claim happened, then the process died before the gateway was asked.
    await sql(
      `UPDATE staged_donations SET status = 'processing', claimed_at = now() WHERE id = $1`,
      [id],
    )
    const later = new Date(Date.now() + 11 * 60_000)
    expect((await recurring.runRecurringCharges(payload, later)).recovered).toBe(0)
    expect(await chargesFor(id)).toEqual([])
    expect(await stagingStatus(id)).toBe('pending')
    expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'ok' })
    expect(await chargesFor(id)).toHaveLength(1)
    expect(await donationsFor(id)).toHaveLength(1)
  })
})

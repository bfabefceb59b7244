import 'server-only'
import type { Payload } from 'payload'
import type { RecurringPlan } from '@/payload-types'
import { poolOf } from '../db.server'
import { storedCents } from '../fees'
import { mailReceipt } from '../recurring/record-period.server'
import { sendReceipt } from './receipt.server'
import { LOG } from '../staging/stage.server'

/**
 * The receipts owed and not sent (decision 0131): a gift is recorded with `receipt_owed` in
 * the transaction that records it, and the receipt clears it in the transaction that queues
 * the mail. A process killed between the donor's answer and that mail (or a mail that failed
 * before it was queued) leaves the flag, and this run, every minute, sends the receipt. Gifts
 * younger than GRACE_SECONDS are left to the request that recorded them (its receipt waits up
 * to RECEIPT_YIELD_MS for other donors' answers). Two instances may both pick a gift: the claim
 * lets one queue its receipt.
 */
const OWED_RECEIPTS = { graceSeconds: 120, batch: 20 } as const

export async function sendOwedReceipts(
  payload: Payload,
  now: Date = new Date(),
): Promise<{ owed: number }> {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `SELECT id FROM donations
      WHERE receipt_owed AND created_at <= $1::timestamptz - make_interval(secs => $2)
      ORDER BY id LIMIT $3`,
    [now.toISOString(), OWED_RECEIPTS.graceSeconds, OWED_RECEIPTS.batch],
  )
  for (const { id } of rows) {
    payload.logger.warn(`${LOG} the receipt of donation #${id} is still owed: sending it`)
    await sendOwedReceipt(payload, id)
  }
  return { owed: rows.length }
}

/** The receipt the recording path would have sent: a plan's period has its own. */
async function sendOwedReceipt(payload: Payload, donationId: number): Promise<void> {
  const d = await payload.findByID({
    collection: 'donations',
    id: donationId,
    overrideAccess: true,
    depth: 1,
  })
  const plan = d.lines[0]?.plan
  if (d.kind === 'recurring' && typeof plan === 'object' && plan && plan.kind !== 'pledge') {
    await mailReceipt(payload, plan as RecurringPlan, storedCents(d.total), {
      donationId,
      chargeId: d.chargeId,
      paidAt: new Date(d.paidAt),
      nextChargeAt: new Date(plan.nextChargeAt),
    })
    return
  }
  await sendReceipt(payload, donationId)
}

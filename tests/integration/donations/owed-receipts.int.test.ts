import { describe, expect, it } from 'vitest'
import {
  payload,
  catcher,
  DONATION_RECEIPT,
  confirm,
  ip,
  sql,
  staged,
  setUpDonations,
} from './world'

/**
 * No receipt lost (decision 0131): the receipt is owed from the insert that records the gift,
 * in its transaction, and the sendOwedReceipts job sends any receipt still owed, once. The
 * crash is simulated: the donor is answered, and the task that would send the receipt after the
 * answer never runs (the process was killed just then).
 */
setUpDonations()

const jobs = () => import('@/features/donations/mail/owed-receipts.server')
const receiptsTo = (email: string) =>
  catcher.to(email).filter((m) => m.subject === DONATION_RECEIPT)
/** A minute past the job's grace: the request that recorded the gift is long gone. */
const later = () => new Date(Date.now() + 5 * 60_000)

describe('a receipt owed after a crash between the answer and the mail', () => {
  it('is sent by the job, exactly once, even when the job runs again or twice at once', async () => {
    const { body, code } = await staged()
    const killed: (() => Promise<void>)[] = []
    const result = await confirm.confirmDonation(
      payload,
      { email: body.email, otp: code },
      // The answer leaves; the receipt's task is dropped, as a kill -9 would drop it.
      { ip: ip(), defer: (task: () => Promise<void>) => void killed.push(task) },
    )
    expect(result).toMatchObject({ kind: 'ok' })
    const { donationId } = result as { donationId: number }
    expect(killed).toHaveLength(1)
    expect(receiptsTo(body.email)).toEqual([])
    expect(await sql(`SELECT receipt_owed FROM donations WHERE id = $1`, [donationId])).toEqual([
      { receipt_owed: true },
    ])

    // Within the grace the job leaves it to the request that recorded it.
    expect((await (await jobs()).sendOwedReceipts(payload)).owed).toBe(0)
    // Later, two instances run the job at the same moment: one receipt.
    const { sendOwedReceipts } = await jobs()
    await Promise.all([sendOwedReceipts(payload, later()), sendOwedReceipts(payload, later())])
    const [receipt, ...more] = receiptsTo(body.email)
    expect(more).toEqual([])
    expect(receipt?.text).toContain(`Receipt number: D-${donationId}`)
    expect(receipt?.attachments.map((a) => a.contentType)).toEqual(['application/pdf'])
    expect(await sql(`SELECT receipt_owed FROM donations WHERE id = $1`, [donationId])).toEqual([
      { receipt_owed: false },
    ])

    // Run again, and the dropped task itself comes late: still one receipt.
    expect((await sendOwedReceipts(payload, later())).owed).toBe(0)
    await killed[0]!()
    expect(receiptsTo(body.email)).toHaveLength(1)
  })

  it('a staff resend sends it again whatever the flag says', async () => {
    const { body, code } = await staged()
    const result = await confirm.confirmDonation(
      payload,
      { email: body.email, otp: code },
      { ip: ip() },
    )
    const { donationId } = result as { donationId: number }
    expect(receiptsTo(body.email)).toHaveLength(1)
    const { sendReceipt } = await import('@/features/donations/mail/receipt.server')
    await sendReceipt(payload, donationId)
    expect(receiptsTo(body.email)).toHaveLength(1)
    await sendReceipt(payload, donationId, { again: true })
    expect(receiptsTo(body.email)).toHaveLength(2)
  })
})

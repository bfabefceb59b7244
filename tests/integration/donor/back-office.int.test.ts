import { describe, expect, it } from 'vitest'
import {
  payload,
  catcher,
  ids,
  uniqueEmail,
  donationBody,
  staged,
  confirmWith,
  setUpDonations,
} from '../donations/world'

/** The treasurer's side of the donor portal: a donor's history, resent receipts. */
setUpDonations()

async function gave(email: string) {
  const body = donationBody({
    email,
    donations: [
      { donation_purpose_id: ids.medical, donation_amount: '40', is_repeat: '0', repeat_type: '' },
    ],
  })
  const { code } = await staged(body)
  return (await confirmWith(email, code)) as { donationId: number }
}

describe('back office', () => {
  it('resends a receipt and a yearly statement with their PDFs, recording who and when', async () => {
    const staff = await import('@/features/donor/staff.server')
    const email = uniqueEmail('resend')
    const { donationId } = await gave(email)
    const year = new Date().getUTCFullYear()
    expect(await staff.resendReceipt(payload, 'treasurer@example.org', donationId)).toEqual({
      ok: true,
      message: `The receipt D-${donationId} was sent to ${email}.`,
    })
    expect(await staff.resendStatement(payload, 'treasurer@example.org', email, year)).toEqual({
      ok: true,
      message: `The ${year} statement was sent to ${email}.`,
    })
    expect(await staff.resendStatement(payload, 'treasurer@example.org', email, 2001)).toEqual({
      ok: false,
      status: 404,
      message: 'The statement was not found.',
    })
    expect(await staff.resendReceipt(payload, 'treasurer@example.org', 2_000_000_000)).toEqual({
      ok: false,
      status: 404,
      message: 'The donation was not found.',
    })
    const receipts = catcher
      .to(email)
      .filter((m) => m.subject === 'Your donation receipt from the New Egypt Foundation')
    expect(receipts).toHaveLength(2)
    expect(receipts[1]!.attachments.map((a) => a.filename)).toEqual([`receipt-D-${donationId}.pdf`])
    const statement = catcher
      .to(email)
      .find((m) => m.subject === `Your ${year} donation statement from the New Egypt Foundation`)
    expect(statement?.attachments.map((a) => a.filename)).toEqual([
      `statement-${year}.pdf`,
      `statement-${year}-ar.pdf`,
    ])
    const overview = await staff.donorOverview(payload, email.toUpperCase())
    expect(overview.history.map((h) => h.donationId)).toEqual([donationId])
    expect(overview.actions.map((a) => [a.actor, a.action, a.detail])).toEqual([
      ['treasurer@example.org', 'statement resent', String(year)],
      ['treasurer@example.org', 'receipt resent', `D-${donationId}`],
    ])
    expect(Date.parse(overview.actions[0]!.at)).toBeGreaterThan(Date.now() - 60_000)
  })
})

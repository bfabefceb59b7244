import { describe, expect, it } from 'vitest'
import {
  payload,
  catcher,
  recurring,
  cancel,
  gatewayModule,
  ids,
  CARDS,
  ip,
  donationBody,
  staged,
  confirmWith,
  sql,
  setUpDonations,
} from './world'
import { hasPdftotext, pdfText } from '../../helpers/pdf-text'
import { attachmentContent } from '../../helpers/smtp-catcher'

/** Recurring plans charged by the job: receipts with the cancel link, retries, pause, and the signed cancel link. */
setUpDonations()

describe('recurring plans', () => {
  async function planFor(cardNumber = CARDS.visa, repeat = 'weekly') {
    const { body, code } = await staged(
      donationBody({
        cc_number: cardNumber,
        donations: [
          {
            donation_purpose_id: ids.medical,
            donation_amount: '20',
            is_repeat: '1',
            repeat_type: repeat,
          },
        ],
      }),
    )
    const result = await confirmWith(body.email, code)
    const planId = (result as { planIds: number[] }).planIds[0]!
    return { body, planId }
  }
  const plan = (id: number) =>
    payload.findByID({ collection: 'recurring-plans', id, overrideAccess: true })

  it('the job charges a due plan through the queue, records it and mails a receipt with the cancel link', async () => {
    const { body, planId } = await planFor(CARDS.mastercard, 'weekly')
    const before = await plan(planId)
    expect(before.period).toBe(1)
    // Not due yet: nothing happens.
    expect((await recurring.runRecurringCharges(payload)).charged).toBe(0)
    await sql(
      `UPDATE recurring_plans SET next_charge_at = now() - interval '1 minute' WHERE id = $1`,
      [planId],
    )

    await payload.jobs.queue({ task: 'chargeRecurringDonations', input: {} })
    await payload.jobs.run()

    const after = await plan(planId)
    expect(after).toMatchObject({ status: 'active', period: 2, chargesMade: 2, failedAttempts: 0 })
    expect(Date.parse(after.nextChargeAt)).toBe(Date.parse(before.startedAt) + 14 * 86_400_000)
    const donations = await payload.find({
      collection: 'donations',
      overrideAccess: true,
      where: { plan: { equals: planId } },
    })
    expect(donations.docs).toHaveLength(1)
    expect(donations.docs[0]).toMatchObject({
      kind: 'recurring',
      total: 2000,
      fee: 70,
      net: 1930,
      card: { brand: 'mastercard', last4: '4444' },
    })
    const charges = await payload.find({
      collection: 'charges',
      overrideAccess: true,
      where: { plan: { equals: planId } },
    })
    expect(charges.docs.map((c) => [c.status, c.idempotencyKey])).toEqual([
      ['succeeded', `recurring-plan:${planId}:period-1:try-1`],
    ])
    const receipt = catcher
      .to(body.email)
      .find((m) => m.subject === 'Your recurring donation receipt from the New Egypt Foundation')
    expect(receipt?.text).toContain(
      'Thank you: your recurring donation ($20.00 weekly for Medical Care) was charged today.',
    )
    expect(receipt?.text).toContain('Paid with: Mastercard ending in 4444')
    expect(receipt?.text).toContain(
      `https://charity.example.org/donations/cancel?plan=${planId}&token=`,
    )
    // The charge's PDF receipt rides along, as with a one-off gift (issue 20 item 3).
    const receiptId = donations.docs[0]!.id
    const file = `receipt-D-${receiptId}.pdf`
    expect(receipt?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [file, 'application/pdf'],
    ])
    if (hasPdftotext) {
      const text = pdfText(attachmentContent(receipt!, file)!)
      expect(text).toContain(`D-${receiptId}`)
      expect(text).toContain('Medical Care')
      expect(text).toContain('USD 20.00')
    }
    // Run again: charged already, not due.
    expect((await recurring.runRecurringCharges(payload)).charged).toBe(0)
  })

  it('retries a failing plan on the next two runs a day apart, then pauses it and tells the donor', async () => {
    const { body, planId } = await planFor(CARDS.visa, 'monthly')
    // The card on file now fails every charge (as a card closed by its bank would).
    const failing = await gatewayModule.paymentGateway(payload).tokenize({
      number: CARDS.chargeDeclined,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
      name: 'A B',
    })
    if (!failing.ok) throw new Error('0341 tokenises')
    await sql(
      `UPDATE recurring_plans SET gateway_token = $2, next_charge_at = now() - interval '1 minute' WHERE id = $1`,
      [planId, failing.token],
    )
    const t0 = new Date()
    const hours = (h: number) => new Date(t0.getTime() + h * 3_600_000)

    expect(await recurring.runRecurringCharges(payload, t0)).toMatchObject({ failed: 1, paused: 0 })
    expect(await plan(planId)).toMatchObject({
      status: 'active',
      failedAttempts: 1,
      lastError: 'Your card was declined.',
    })
    expect(await recurring.runRecurringCharges(payload, hours(1))).toMatchObject({
      failed: 0,
      paused: 0,
    }) // not before a day
    expect(await recurring.runRecurringCharges(payload, hours(25))).toMatchObject({ failed: 1 })
    expect((await plan(planId)).failedAttempts).toBe(2)
    expect(await recurring.runRecurringCharges(payload, hours(50))).toMatchObject({ paused: 1 })
    expect(await plan(planId)).toMatchObject({ status: 'paused', failedAttempts: 3 })
    expect(await recurring.runRecurringCharges(payload, hours(100))).toMatchObject({
      failed: 0,
      paused: 0,
      charged: 0,
    })

    const charges = await payload.find({
      collection: 'charges',
      overrideAccess: true,
      where: { plan: { equals: planId } },
      sort: 'createdAt',
    })
    expect(charges.docs.map((c) => [c.status, c.idempotencyKey])).toEqual(
      [1, 2, 3].map((t) => ['declined', `recurring-plan:${planId}:period-1:try-${t}`]),
    )
    expect(
      (
        await payload.count({
          collection: 'donations',
          overrideAccess: true,
          where: { plan: { equals: planId } },
        })
      ).totalDocs,
    ).toBe(0)
    const paused = catcher
      .to(body.email)
      .find((m) => m.subject === 'Your recurring donation to the New Egypt Foundation is paused')
    expect(paused?.text).toContain(
      'We could not charge your Visa ending in 4242 for your recurring donation ($20.00 monthly for Medical Care). We tried three times, a day apart: Your card was declined.',
    )
    expect(paused?.text).toContain(
      `https://charity.example.org/donations/cancel?plan=${planId}&token=`,
    )
    // How to go on: the donor portal, where the card is replaced and the plan resumed.
    expect(paused?.text).toContain(
      'choose "Replace card" on this donation and enter your card (or another one), then "Resume": https://charity.example.org/donor',
    )

    // A treasurer resumes it: it starts afresh.
    await payload.update({
      collection: 'recurring-plans',
      id: planId,
      overrideAccess: true,
      data: { status: 'active' },
    })
    expect(await plan(planId)).toMatchObject({ status: 'active', failedAttempts: 0 })
  })

  it('the signed link cancels a plan; a forged one does not', async () => {
    const { planId } = await planFor()
    const receipt = catcher.mails
      .filter((m) => m.text.includes(`/donations/cancel?plan=${planId}&`))
      .at(-1)!
    const url = new URL(/https:\/\/\S+\/donations\/cancel\?\S+/.exec(receipt.text)![0])
    const token = url.searchParams.get('token')!
    expect(
      await cancel.cancelRecurringByLink(
        payload,
        { plan: String(planId), token: `${token.slice(0, -2)}xx` },
        { ip: ip() },
      ),
    ).toEqual({
      kind: 'refused',
      status: 403,
      message: 'This link is not valid. Please use the link from your e-mail.',
    })
    expect(
      await cancel.cancelRecurringByLink(
        payload,
        { plan: String(planId + 1), token },
        { ip: ip() },
      ),
    ).toMatchObject({ kind: 'refused' })
    expect((await plan(planId)).status).toBe('active')
    expect(await cancel.planForLink(payload, String(planId), token)).toMatchObject({
      amount: '$20.00',
      repeat: 'Weekly',
      purpose: 'Medical Care',
      status: 'active',
    })
    expect(
      await cancel.cancelRecurringByLink(payload, { plan: String(planId), token }, { ip: ip() }),
    ).toEqual({
      kind: 'ok',
      message: 'Your recurring donation is cancelled. Nothing more will be charged.',
    })
    expect((await plan(planId)).status).toBe('cancelled')
    await sql(
      `UPDATE recurring_plans SET next_charge_at = now() - interval '1 minute' WHERE id = $1`,
      [planId],
    )
    await recurring.runRecurringCharges(payload)
    expect(
      (
        await payload.count({
          collection: 'charges',
          overrideAccess: true,
          where: { plan: { equals: planId } },
        })
      ).totalDocs,
    ).toBe(0)
    // A treasurer cannot bring a cancelled plan back.
    await payload.update({
      collection: 'recurring-plans',
      id: planId,
      overrideAccess: true,
      data: { status: 'active' },
    })
    expect((await plan(planId)).status).toBe('cancelled')
  })
})

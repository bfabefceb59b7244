import { describe, expect, it, vi } from 'vitest'
import { DONATION_API_MESSAGES } from '@/features/donations/constants'
import {
  payload,
  catcher,
  confirm,
  recurring,
  gatewayModule,
  logged,
  ids,
  CARDS,
  ip,
  uniqueEmail,
  donationBody,
  CODE_SUBJECT,
  wrongCodeFor,
  staged,
  confirmWith,
  sql,
  setUpDonations,
} from './world'

/** Confirming a staged donation by its code: the charge and the records, wrong, expired and reused codes, five wrong codes from one address, the same answer with or without a gift, two confirmations at once, declines, rate limits and a confirmation a crash left half done. */
setUpDonations()

describe('stage-donation/confirm', () => {
  it('charges, records the donation with its lines and plan, uses the code and sends the receipt', async () => {
    const { body, id, code } = await staged()
    const result = await confirmWith(body.email.toUpperCase(), code)
    expect(result).toMatchObject({ kind: 'ok' })
    const { donationId, planIds } = result as { donationId: number; planIds: number[] }
    expect(planIds).toHaveLength(1)

    const donation = await payload.findByID({
      collection: 'donations',
      id: donationId,
      overrideAccess: true,
      depth: 0,
    })
    expect(donation).toMatchObject({
      status: 'paid',
      kind: 'one-time',
      donorName: 'Amira Fawzy',
      email: body.email,
      total: 12550,
      fee: 439,
      net: 12111,
      card: { brand: 'visa', last4: '4242' },
      gateway: 'sandbox',
      stagedDonation: id,
      purposes: [ids.medical, ids.education],
    })
    expect(donation.chargeId).toMatch(/^ch_sandbox_/)
    expect(donation.lines.map((l) => [l.purpose, l.amount, l.repeatType, l.plan ?? null])).toEqual([
      [ids.medical, 10000, null, null],
      [ids.education, 2550, 'monthly', planIds[0]],
    ])
    const stagedDoc = await payload.findByID({
      collection: 'staged-donations',
      id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stagedDoc).toMatchObject({ status: 'used', donation: donationId })
    const charges = await payload.find({
      collection: 'charges',
      overrideAccess: true,
      where: { stagedDonation: { equals: id } },
    })
    expect(charges.docs.map((c) => [c.status, c.amount, c.chargeId, c.idempotencyKey])).toEqual([
      ['succeeded', 12550, donation.chargeId, `staged-donation:${id}`],
    ])
    const plan = await payload.findByID({
      collection: 'recurring-plans',
      id: planIds[0]!,
      overrideAccess: true,
    })
    expect(plan).toMatchObject({
      status: 'active',
      amount: 2550,
      repeatType: 'monthly',
      period: 1,
      email: body.email,
    })
    const days = (Date.parse(plan.nextChargeAt) - Date.parse(donation.paidAt)) / 86_400_000
    expect(days).toBeGreaterThanOrEqual(28)
    expect(days).toBeLessThanOrEqual(31)

    const receipt = catcher
      .to(body.email)
      .find((m) => m.subject === 'Your donation receipt from the New Egypt Foundation')
    expect(receipt, 'the receipt').toBeDefined()
    const text = receipt!.text
    for (const expected of [
      'Dear Amira Fawzy,',
      `Receipt number: D-${donationId}`,
      `Date: ${new Date(donation.paidAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
      'Paid with: Visa ending in 4242',
      `Payment reference: ${donation.chargeId}`,
      '- Medical Care: $100.00, process fee $3.50',
      '- Education Support: $25.50 (repeats monthly), process fee $0.89',
      'Total Donation: $125.50',
      'Process fee: $4.39',
      'Net Donation: $121.11',
      // The plan's consent (decision 0103): amount, frequency, dates, how to cancel.
      '- You authorise the New Egypt Foundation to charge your card $25.50 every month for Education Support: the first time on',
      `https://charity.example.org/donations/cancel?plan=${planIds[0]}&token=`,
      'New Egypt Foundation',
      '485 Lexington Avenue, Suite 1200',
      'New York, NY 10017',
    ]) {
      expect(text).toContain(expected)
    }
    expect(receipt!.html).toContain(
      `href="https://charity.example.org/donations/cancel?plan=${planIds[0]}&amp;token=`,
    )

    // Confirmed again within the hour (the donor may not have seen the answer): the gift's
    // state, nothing charged again (decision 0081); an hour later, the code is used up.
    expect(await confirmWith(body.email, code)).toEqual({
      kind: 'ok',
      donationId,
      planIds: [],
      received: true,
    })
    expect(await confirmWith(body.email, code, new Date(Date.now() + 61 * 60_000))).toEqual({
      kind: 'refused',
      status: 422,
      message: 'This code has already been used.',
    })
  })

  it('counts wrong codes: the fifth from one address locks that address out, not the gift', async () => {
    const { body, id, code } = await staged()
    const wrong = wrongCodeFor(code)
    const from = (ip: string, otp: string) =>
      confirm.confirmDonation(payload, { email: body.email, otp }, { ip })
    for (let i = 1; i <= 4; i++) {
      expect(await from('198.51.100.1', wrong)).toEqual({
        kind: 'refused',
        status: 422,
        message: 'The code is incorrect.',
      })
    }
    expect(await from('198.51.100.1', wrong)).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Too many wrong codes. Please start your donation again.',
    })
    // Even the right code no longer works from that address, and nothing was charged.
    expect(await from('198.51.100.1', code)).toMatchObject({
      message: 'Too many wrong codes. Please start your donation again.',
    })
    const doc = await payload.findByID({ collection: 'staged-donations', id, overrideAccess: true })
    expect([doc.status, doc.attempts]).toEqual(['pending', 5])
    expect(
      (
        await payload.count({
          collection: 'charges',
          overrideAccess: true,
          where: { stagedDonation: { equals: id } },
        })
      ).totalDocs,
    ).toBe(0)
    // The donor, elsewhere, still confirms the gift with the right code.
    expect(await from('198.51.100.2', code)).toMatchObject({ kind: 'ok' })
  })

  it('ends a gift only after wrong codes from many addresses add up to the total', async () => {
    const { body, id, code } = await staged()
    const wrong = wrongCodeFor(code)
    for (let i = 1; i <= 15; i++) {
      const ip = `198.51.101.${i}`
      expect(
        await confirm.confirmDonation(payload, { email: body.email, otp: wrong }, { ip }),
      ).toMatchObject({ message: 'The code is incorrect.' })
      const doc = await payload.findByID({
        collection: 'staged-donations',
        id,
        overrideAccess: true,
      })
      expect(doc.status, `after ${i} wrong codes`).toBe(i < 15 ? 'pending' : 'invalidated')
    }
    expect(
      await confirm.confirmDonation(
        payload,
        { email: body.email, otp: code },
        { ip: '198.51.101.99' },
      ),
    ).toMatchObject({ message: 'Too many wrong codes. Please start your donation again.' })
  })

  it('answers the same whether or not the e-mail has a pending gift', async () => {
    const { body, code } = await staged()
    const expiredOne = await staged()
    await sql(
      `UPDATE staged_donations SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expiredOne.id],
    )
    const wrong = wrongCodeFor(code)
    const answers = async (email: string, otp: string, ip: string) => {
      const list = []
      for (let i = 0; i < 7; i++)
        list.push(await confirm.confirmDonation(payload, { email, otp }, { ip }))
      return list
    }
    const withGift = await answers(body.email, wrong, '198.51.102.1')
    expect(await answers(uniqueEmail('nobody'), wrong, '198.51.102.2')).toEqual(withGift)
    expect(
      await answers(expiredOne.body.email, wrongCodeFor(expiredOne.code), '198.51.102.3'),
    ).toEqual(withGift)
    expect(withGift.map((a) => (a as { message: string }).message)).toEqual([
      ...Array(4).fill('The code is incorrect.'),
      ...Array(3).fill('Too many wrong codes. Please start your donation again.'),
    ])
    expect(withGift.every((a) => a.kind === 'refused' && a.status === 422)).toBe(true)
  })

  it('refuses an expired code', async () => {
    const { body, id, code } = await staged()
    await sql(
      `UPDATE staged_donations SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [id],
    )
    expect(await confirmWith(body.email, code)).toEqual({
      kind: 'refused',
      status: 422,
      message: 'The code has expired. Please start your donation again.',
    })
    // A clock moved 11 minutes on says the same of a fresh code.
    const fresh = await staged()
    expect(
      await confirmWith(fresh.body.email, fresh.code, new Date(Date.now() + 11 * 60_000)),
    ).toMatchObject({
      message: 'The code has expired. Please start your donation again.',
    })
    expect(
      (
        await payload.count({
          collection: 'donations',
          overrideAccess: true,
          where: { email: { in: [body.email, fresh.body.email] } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('finds nothing for an e-mail without a staged donation; a newer staging replaces the older', async () => {
    // An e-mail without a staging gets the answer of a wrong code.
    expect(await confirmWith(uniqueEmail('nobody'), '123456')).toEqual({
      kind: 'refused',
      status: 422,
      message: 'The code is incorrect.',
    })
    const first = await staged()
    const second = await staged(donationBody({ email: first.body.email }))
    expect(
      (
        await payload.findByID({
          collection: 'staged-donations',
          id: first.id,
          overrideAccess: true,
        })
      ).status,
    ).toBe('superseded')
    if (first.code !== second.code) {
      expect(await confirmWith(first.body.email, first.code)).toMatchObject({
        message: 'The code is incorrect.',
      })
    }
    expect(await confirmWith(first.body.email, second.code)).toMatchObject({ kind: 'ok' })
  })

  it('charges once when the same code is confirmed twice at the same moment', async () => {
    const { body, id, code } = await staged(
      donationBody({ donations: [{ donation_purpose_id: ids.medical, donation_amount: '50' }] }),
    )
    const results = await Promise.all([
      confirmWith(body.email, code),
      confirmWith(body.email, code),
      confirmWith(body.email, code),
    ])
    const confirmed = results.filter((r) => r.kind === 'ok' && !('received' in r))
    expect(confirmed).toHaveLength(1)
    // The others answer the gift's state: still being charged, or received (decision 0081).
    for (const other of results.filter((r) => !confirmed.includes(r))) {
      expect([
        { kind: 'refused', status: 409, message: DONATION_API_MESSAGES.pending },
        { ...confirmed[0], planIds: [], received: true },
      ]).toContainEqual(other)
    }
    expect(
      (
        await payload.count({
          collection: 'donations',
          overrideAccess: true,
          where: { stagedDonation: { equals: id } },
        })
      ).totalDocs,
    ).toBe(1)
    expect(
      (
        await payload.count({
          collection: 'charges',
          overrideAccess: true,
          where: { stagedDonation: { equals: id } },
        })
      ).totalDocs,
    ).toBe(1)
    expect(
      await sql(`SELECT count(*)::int AS n FROM sandbox_charges WHERE idempotency_key = $1`, [
        `staged-donation:${id}`,
      ]),
    ).toEqual([{ n: 1 }])
  })

  it('records nothing paid when the charge is declined', async () => {
    const { body, id, code } = await staged(donationBody({ cc_number: CARDS.chargeDeclined }))
    expect(await confirmWith(body.email, code)).toEqual({
      kind: 'refused',
      status: 402,
      message: 'Your card was declined.',
    })
    expect(
      (
        await payload.count({
          collection: 'donations',
          overrideAccess: true,
          where: { email: { equals: body.email } },
        })
      ).totalDocs,
    ).toBe(0)
    const charges = await payload.find({
      collection: 'charges',
      overrideAccess: true,
      where: { stagedDonation: { equals: id } },
    })
    expect(charges.docs.map((c) => [c.status, c.code, c.chargeId ?? null])).toEqual([
      ['declined', 'card_declined', null],
    ])
    expect(
      (await payload.findByID({ collection: 'staged-donations', id, overrideAccess: true })).status,
    ).toBe('declined')
    expect(catcher.to(body.email).map((m) => m.subject)).toEqual([CODE_SUBJECT])
  })

  it('rate limits confirmations per e-mail', async () => {
    const { body, code } = await staged()
    const wrong = wrongCodeFor(code)
    const results = []
    const from = ip()
    for (let i = 0; i < confirm.CONFIRM_EMAIL_LIMIT.limit + 1; i++)
      results.push(
        (await confirm.confirmDonation(payload, { email: body.email, otp: wrong }, { ip: from }))
          .kind,
      )
    expect(results.at(-1)).toBe('limited')
    expect(results.slice(0, -1).every((k) => k === 'refused')).toBe(true)
    expect(logged.join('\n')).toContain('confirmation refused (too many for this e-mail)')
  })

  it('finishes a confirmation a crash left half done, without charging twice', async () => {
    const { body, id } = await staged(
      donationBody({ donations: [{ donation_purpose_id: ids.medical, donation_amount: '70' }] }),
    )
    // The claim and the charge happened, then the process died before recording.
    await sql(
      `UPDATE staged_donations SET status = 'processing', claimed_at = now() - interval '11 minutes' WHERE id = $1`,
      [id],
    )
    const doc = await payload.findByID({ collection: 'staged-donations', id, overrideAccess: true })
    const charged = await gatewayModule.paymentGateway(payload).charge({
      token: doc.gatewayToken,
      amountCents: 7000,
      currency: 'USD',
      idempotencyKey: `staged-donation:${id}`,
    })
    expect(charged.ok).toBe(true)
    const summary = await recurring.runRecurringCharges(payload)
    expect(summary.recovered).toBe(1)
    const donations = await payload.find({
      collection: 'donations',
      overrideAccess: true,
      where: { stagedDonation: { equals: id } },
    })
    expect(donations.docs.map((d) => d.chargeId)).toEqual([charged.ok ? charged.chargeId : ''])
    expect(
      catcher
        .to(body.email)
        .some((m) => m.subject === 'Your donation receipt from the New Egypt Foundation'),
    ).toBe(true)
  })

  it('runs the receipts after the answers one at a time, each still sent (issue 49)', async () => {
    const donations: number[] = []
    for (let i = 0; i < 3; i++) {
      const { body, code } = await staged()
      const result = await confirm.confirmDonation(
        payload,
        { email: body.email, otp: code },
        { ip: ip(), defer: () => undefined }, // the receipts are run below instead
      )
      donations.push((result as { donationId: number }).donationId)
    }
    const { receiptAfterAnswer } = await import('@/features/donations/mail/receipt.server')
    let running = 0
    let most = 0
    const read = payload.findByID.bind(payload)
    const spy = vi.spyOn(payload, 'findByID').mockImplementation((async (...args: [never]) => {
      most = Math.max(most, ++running)
      await new Promise((resolve) => setTimeout(resolve, 50))
      try {
        return await read(...args)
      } finally {
        running--
      }
    }) as never)
    try {
      await Promise.all(donations.map((id) => receiptAfterAnswer(payload, id)()))
    } finally {
      spy.mockRestore()
    }
    expect(most).toBe(1)
    for (const id of donations) {
      const [row] = await sql<{ email: string }>('SELECT email FROM donations WHERE id = $1', [id])
      expect(
        catcher
          .to(row!.email)
          .filter((m) => m.subject === 'Your donation receipt from the New Egypt Foundation'),
      ).toHaveLength(1)
    }
  })

  it('marks the staging used in the recording transaction: rolled back with it, nothing half done', async () => {
    const { createLocalReq, initTransaction, killTransaction, commitTransaction } = await import(
      'payload'
    )
    const { markStagingUsed } = await import('@/features/donations/staging/store.server')
    const first = await staged()
    const done = await confirmWith(first.body.email, first.code)
    const donation = { id: (done as { donationId: number }).donationId }
    const statusOf = async (id: number) =>
      (
        await sql<{ status: string; donation_id: number | null }>(
          'SELECT status::text, donation_id FROM staged_donations WHERE id = $1',
          [id],
        )
      )[0]
    const inTransaction = async (id: number, end: typeof commitTransaction) => {
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      await sql(`UPDATE staged_donations SET status = 'processing' WHERE id = $1`, [id])
      await markStagingUsed(payload, req, id, donation.id)
      // Not visible outside the transaction before it ends.
      expect(await statusOf(id)).toEqual({ status: 'processing', donation_id: null })
      await end(req)
    }

    const rolledBack = (await staged()).id
    await inTransaction(rolledBack, killTransaction)
    expect(await statusOf(rolledBack)).toEqual({ status: 'processing', donation_id: null })

    const committed = (await staged()).id
    await inTransaction(committed, commitTransaction)
    expect(await statusOf(committed)).toEqual({ status: 'used', donation_id: donation.id })
  })

  it('holds a receipt after the answer while another donor waits, and sends it once they are answered', async () => {
    const { body, code } = await staged()
    const result = await confirm.confirmDonation(
      payload,
      { email: body.email, otp: code },
      { ip: ip(), defer: () => undefined }, // the receipt is run below instead
    )
    const { donationId } = result as { donationId: number }
    const { receiptAfterAnswer } = await import('@/features/donations/mail/receipt.server')
    const { whileDonorWaits } = await import('@/features/donations/donor-waits')
    const receipts = () =>
      catcher
        .to(body.email)
        .filter((m) => m.subject === 'Your donation receipt from the New Egypt Foundation')

    let answer!: () => void
    const otherDonor = whileDonorWaits(() => new Promise<void>((resolve) => (answer = resolve)))
    const sent = receiptAfterAnswer(payload, donationId)()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(receipts()).toHaveLength(0)
    answer()
    await otherDonor
    await sent
    expect(receipts()).toHaveLength(1)
  })
})

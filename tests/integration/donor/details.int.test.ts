import { describe, expect, it } from 'vitest'
import {
  payload,
  catcher,
  ids,
  ip,
  uniqueEmail,
  donationBody,
  staged,
  confirmWith,
  setUpDonations,
} from '../donations/world'

/** The donor's details for future receipts and the newsletter choice. */
setUpDonations()

describe('donor details', () => {
  it('prints the saved name and address on later receipts; opts in and out of the newsletter', async () => {
    const details = await import('@/features/donor/details.server')
    const receipts = await import('@/features/donations/receipts/receipts.server')
    const email = uniqueEmail('details')
    const body = donationBody({
      email,
      donations: [
        { donation_purpose_id: ids.medical, donation_amount: '9', is_repeat: '0', repeat_type: '' },
      ],
    })
    const { code } = await staged(body)
    const { donationId } = (await confirmWith(email, code)) as { donationId: number }
    expect((await receipts.receiptData(payload, email, donationId))?.donorName).toBe('Amira Fawzy')

    expect(
      await details.saveDonorDetails(
        payload,
        email,
        { name: 'Dr. Amira F. Hassan', phone: '+20 100 123 4567', address: '5 Tahrir Sq\nCairo' },
        { ip: ip() },
      ),
    ).toMatchObject({ kind: 'ok', message: 'Your details are saved.' })
    expect(await receipts.receiptData(payload, email, donationId)).toMatchObject({
      donorName: 'Dr. Amira F. Hassan',
      donorAddress: '5 Tahrir Sq\nCairo',
    })
    expect(
      await details.saveDonorDetails(payload, email, { name: 'x\u0000y' }, { ip: ip() }),
    ).toMatchObject({ kind: 'invalid' })

    const optIn = await details.saveDonorDetails(
      payload,
      email,
      { name: 'Dr. Amira F. Hassan', newsletter: true },
      { ip: ip() },
    )
    expect(optIn).toMatchObject({ kind: 'ok', details: { newsletter: 'pending' } })
    expect(
      catcher
        .to(email)
        .some((m) => m.subject === 'Please confirm your subscription to the New Egypt newsletter'),
    ).toBe(true)
    const optOut = await details.saveDonorDetails(
      payload,
      email,
      { name: 'Dr. Amira F. Hassan', newsletter: false },
      { ip: ip() },
    )
    expect(optOut).toMatchObject({ kind: 'ok', details: { newsletter: 'no' } })
    const sub = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(sub.docs[0]?.status).toBe('unsubscribed')
  })
})

import { describe, expect, it } from 'vitest'
import {
  payload,
  ids,
  uniqueEmail,
  donationBody,
  staged,
  confirmWith,
  setUpDonations,
  sql,
} from '../donations/world'

/**
 * The refund notice a donor is promised (decision 0131): the refund is recorded and its notice
 * queued in one transaction. A process that dies between the two (simulated: the outbox refuses
 * the row once) must not leave a refund on record that no notice will ever announce.
 */
setUpDonations()

async function gift() {
  const email = uniqueEmail('refund-notice')
  const body = donationBody({
    email,
    donations: [
      { donation_purpose_id: ids.medical, donation_amount: '40', is_repeat: '0', repeat_type: '' },
    ],
  })
  const { code } = await staged(body)
  const result = await confirmWith(email, code)
  return { email, donationId: (result as { donationId: number }).donationId }
}

describe('a refund and its notice', () => {
  it('are recorded together or not at all', async () => {
    const { email, donationId } = await gift()
    await sql(`CREATE OR REPLACE FUNCTION refuse_outbox() RETURNS trigger AS $$
               BEGIN RAISE EXCEPTION 'the process died here'; END $$ LANGUAGE plpgsql`)
    await sql(`CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox
               FOR EACH ROW EXECUTE FUNCTION refuse_outbox()`)
    const { refundDonation } = await import('@/features/donations/staff/refund.server')
    try {
      await refundDonation(payload, donationId, 1000, 'refund-notice-0001').catch(() => undefined)
    } finally {
      await sql(`DROP TRIGGER refuse_outbox ON outbox`)
    }
    const [donation] = await sql<{ refunded: string | null }>(
      `SELECT refunded FROM donations WHERE id = $1`,
      [donationId],
    )
    const notices = await sql(
      `SELECT id FROM outbox WHERE "to" = $1 AND subject LIKE '%refunded%'`,
      [email],
    )
    // Either both or neither: never a refund on record with no notice on its way.
    expect({ refunded: Number(donation?.refunded ?? 0) > 0, notices: notices.length }).toEqual({
      refunded: false,
      notices: 0,
    })
  })
})

import 'server-only'
import type { Payload } from 'payload'
import type { SubmissionContext } from '@/lib/api/public-form.server'
import { invalid, type Submission } from '@/lib/api/submission'
import { subscribe } from '@/features/newsletter/newsletter.server'
import { recordAction } from '@/features/donations/staff/donor-actions.server'
import { detailsOnRecord } from '@/features/donations/receipts/receipts.server'
import { detailsSchema } from './schema'
import { DONOR_TEXTS } from './texts'

/**
 * The donor's details for future receipts (name, phone, postal address; one donor-profiles row
 * per address) and the newsletter choice, through the newsletter feature: opting in starts its
 * usual double opt-in (a confirmation link by e-mail), opting out unsubscribes at once.
 * A detail the donor has not saved is the one given with their latest gift.
 */
export interface DonorDetails {
  name: string
  phone: string
  address: string
  newsletter: 'confirmed' | 'pending' | 'no'
}

export async function donorDetails(payload: Payload, email: string): Promise<DonorDetails> {
  const [profile, subscriber, onRecord] = await Promise.all([
    payload.find({
      collection: 'donor-profiles',
      where: { email: { equals: email } },
      limit: 1,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      limit: 1,
      overrideAccess: true,
    }),
    detailsOnRecord(payload, email),
  ])
  const p = profile.docs[0]
  const status = subscriber.docs[0]?.status
  // Field by field, as receipts read them (receipts.server.ts).
  return {
    name: p?.name || onRecord?.name || '',
    phone: p?.phone || onRecord?.phone || '',
    address: p?.address || onRecord?.address || '',
    newsletter: status === 'confirmed' ? 'confirmed' : status === 'pending' ? 'pending' : 'no',
  }
}

export async function saveDonorDetails(
  payload: Payload,
  email: string,
  body: unknown,
  ctx: SubmissionContext,
): Promise<Submission<{ message: string; details: DonorDetails }>> {
  const parsed = detailsSchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const d = parsed.data
  const data = { name: d.name, phone: d.phone, address: d.address }
  const { docs } = await payload.find({
    collection: 'donor-profiles',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  if (docs[0]) {
    await payload.update({
      collection: 'donor-profiles',
      id: docs[0].id,
      data,
      overrideAccess: true,
    })
  } else {
    await payload.create({
      collection: 'donor-profiles',
      data: { email, ...data },
      overrideAccess: true,
    })
  }
  const before = await donorDetails(payload, email)
  if (d.newsletter === true && before.newsletter === 'no') {
    await subscribe(payload, { email }, ctx)
  } else if (d.newsletter === false && before.newsletter !== 'no') {
    const sub = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      limit: 1,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'newsletter-subscribers',
      id: sub.docs[0]!.id,
      overrideAccess: true,
      data: {
        status: 'unsubscribed',
        unsubscribedAt: new Date().toISOString(),
        confirmTokenHash: null,
      },
    })
  }
  await recordAction(payload, { email, actor: 'donor', action: 'details saved' })
  return {
    kind: 'ok',
    message: DONOR_TEXTS.en.detailsSaved,
    details: await donorDetails(payload, email),
  }
}

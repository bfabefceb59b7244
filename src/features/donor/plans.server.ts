import 'server-only'
import {
  DEFAULT_CURRENCY,
  DEFAULT_DESIGNATION,
  type Currency,
  type Designation,
} from '@/lib/money/currency'
import type { Payload } from 'payload'
import { refused, invalid, type Submission } from '@/lib/api/submission'
import type { RepeatType } from '@/features/donations/constants'
import { storedCents, toCents } from '@/features/donations/fees'
import { periodDate } from '@/features/donations/recurring/schedule'
import { gatewayFor } from '@/features/donations/gateway/for-currency.server'
import { pledgePayUrl } from '@/features/donations/paymob/pledge-checkout.server'
import { recordAction } from '@/features/donations/staff/donor-actions.server'
import { sendPlanChangeMail } from './mail.server'
import { planChangeSchema, planIdSchema } from './schema'
import { DONOR_TEXTS, type DonorLang } from './texts'

/**
 * A donor's recurring plans on /donor (issue 20): list, pause, resume, cancel, change the amount
 * or the frequency. A plan of another address answers 404 exactly as a plan that does not exist;
 * a cancelled plan is never changed again (409). Each change is recorded for the treasurer
 * (donor-actions: who, when, what) and mailed to the donor.
 */
export interface DonorPlan {
  id: number
  purpose: string
  purposeAr: string | null
  amountCents: number
  /** Of the amount (decision 0113); USD for a row read without it. */
  currency: Currency
  designation: Designation
  repeatType: RepeatType
  status: 'active' | 'paused' | 'cancelled'
  nextChargeAt: string | null
  brand: string
  last4: string
  /** A card plan is charged; a pledge is paid on each reminder's link (decision 0122). */
  planKind: 'card' | 'pledge'
  /** A pledge's current period, reminded and not paid: its payment link. */
  payUrl: string | null
  /** Its card is kept by a hosted checkout (Paymob): never replaced on our page (decision 0129). */
  cardOnHostedPage: boolean
}

/** The currency's gateway keeps the card on its own page (Paymob's hosted checkout). */
export const cardOnHostedPage = async (payload: Payload, currency: Currency) =>
  (await gatewayFor(payload, currency)).step === 'hosted'

export async function donorPlans(payload: Payload, email: string): Promise<DonorPlan[]> {
  const { docs } = await payload.find({
    collection: 'recurring-plans',
    where: { email: { equals: email.toLowerCase() } },
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    overrideAccess: true,
  })
  return Promise.all(
    docs.map(async (p) => ({
      ...donorPlanOf(
        { ...p, brand: p.card?.brand, last4: p.card?.last4 },
        {
          purpose: typeof p.purpose === 'object' ? p.purpose.name : '',
          purposeAr: typeof p.purpose === 'object' ? (p.purpose.nameAr ?? null) : null,
        },
      ),
      payUrl: await pledgePayUrl(payload, p),
      cardOnHostedPage: await cardOnHostedPage(payload, p.currency ?? DEFAULT_CURRENCY),
    })),
  )
}

/** What the portal's view of a plan is made of, read from a Payload document or a SQL row. */
export interface PlanFields {
  id: number
  status: DonorPlan['status']
  amount: number | string
  currency?: Currency | null
  designation?: Designation | null
  repeatType: RepeatType
  nextChargeAt?: string | Date | null
  brand?: string | null
  last4?: string | null
  kind?: DonorPlan['planKind'] | null
}

/**
 * A plan as /donor shows it: the amount in cents, no next charge once cancelled, an empty card
 * label for a plan without a card. The one mapping of a plan for the list and the card change.
 */
export function donorPlanOf(
  plan: PlanFields,
  purpose: Pick<DonorPlan, 'purpose' | 'purposeAr'>,
): DonorPlan {
  const next =
    plan.nextChargeAt instanceof Date ? plan.nextChargeAt.toISOString() : plan.nextChargeAt
  return {
    id: plan.id,
    ...purpose,
    amountCents: storedCents(plan.amount),
    currency: plan.currency ?? DEFAULT_CURRENCY,
    designation: plan.designation ?? DEFAULT_DESIGNATION,
    repeatType: plan.repeatType,
    status: plan.status,
    nextChargeAt: plan.status === 'cancelled' ? null : (next ?? null),
    brand: plan.brand ?? '',
    last4: plan.last4 ?? '',
    planKind: plan.kind ?? 'card',
    payUrl: null,
    cardOnHostedPage: false,
  }
}

export type PlanChangeResult = Submission<{ message: string; plan: DonorPlan }>

export async function changePlan(
  payload: Payload,
  email: string,
  planParam: unknown,
  body: unknown,
  actor = 'donor',
  /** The language of the answer's message (the page's); the mail stays English. */
  lang: DonorLang = 'en',
): Promise<PlanChangeResult> {
  const T = DONOR_TEXTS[lang]
  const id = planIdSchema.safeParse(planParam)
  if (!id.success) return refused(404, T.notFound)
  const plan = (await donorPlans(payload, email)).find((p) => p.id === id.data)
  if (!plan) return refused(404, T.notFound)
  const parsed = planChangeSchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const change = parsed.data
  if (plan.status === 'cancelled') return refused(409, T.planNotChangeable)
  // A pledge's periods are counted by its reminders (decision 0122): its terms stay as promised.
  if (plan.planKind === 'pledge' && change.action === 'change') {
    return refused(409, T.pledgeNotChangeable)
  }

  let data: Record<string, unknown>
  // What changed, for the treasurer's record (English) and the donor's mail (the page's language).
  let what: (c: (typeof DONOR_TEXTS)[DonorLang]['changed']) => string
  if (change.action === 'pause') {
    if (plan.status === 'paused') return ok(plan, T.planUpdated)
    data = { status: 'paused' }
    what = (c) => c.pause
  } else if (change.action === 'resume') {
    if (plan.status === 'active') return ok(plan, T.planUpdated)
    data = { status: 'active' }
    what = (c) => c.resume
  } else if (change.action === 'cancel') {
    data = { status: 'cancelled' }
    what = (c) => c.cancel
  } else {
    const full = await payload.findByID({
      collection: 'recurring-plans',
      id: plan.id,
      depth: 0,
      overrideAccess: true,
    })
    // The charge dates count periods from `startedAt` and the idempotency key carries the
    // period, which only grows: a new frequency keeps the next date and the period, and moves
    // the start so that the period falls on that date under the new frequency.
    const next = full.nextChargeAt ? new Date(full.nextChargeAt) : new Date()
    data = {
      amount: toCents(change.amount),
      repeatType: change.repeatType,
      startedAt: periodDate(next, change.repeatType, -full.period).toISOString(),
      nextChargeAt: next.toISOString(),
    }
    const cents = toCents(change.amount)
    what = (c) =>
      c.change(c.terms(cents, change.repeatType), c.terms(plan.amountCents, plan.repeatType))
  }
  const updated = await payload.update({
    collection: 'recurring-plans',
    id: plan.id,
    data,
    overrideAccess: true,
    depth: 0,
  })
  const after = (await donorPlans(payload, email)).find((p) => p.id === plan.id)!
  await recordAction(payload, {
    email,
    actor,
    action: `plan ${change.action}`,
    detail: `#${plan.id} ${what(DONOR_TEXTS.en.changed)}`,
    plan: plan.id,
  })
  await sendPlanChangeMail(payload, {
    to: email,
    donorName: updated.donorName,
    purpose: (lang === 'ar' && plan.purposeAr) || plan.purpose,
    what: what(T.changed),
    amountCents: after.amountCents,
    currency: after.currency,
    repeatType: after.repeatType,
    lang,
  })
  return ok(after, change.action === 'cancel' ? T.planCancelled : T.planUpdated)
}

const ok = (plan: DonorPlan, message: string): PlanChangeResult => ({ kind: 'ok', message, plan })

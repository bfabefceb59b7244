import 'server-only'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import type { RecurringPlan } from '@/payload-types'
import { overLimit } from '@/lib/api/public-form.server'
import { refused, type Submission } from '@/lib/api/submission'
import { env } from '@/lib/env'
import { parseId } from '@/lib/ids'
import { linkKeys } from '@/lib/runtime-config'
import type { RepeatType } from '../constants'
import { storedCents } from '../fees'
import { stripeClient } from '../gateway/stripe-client.server'
import { authenticateLinkValid } from './plan-link'
import { recordAuthenticatedCharge } from './record-authenticated.server'
import { idOf } from './record-period.server'
import { LOG } from '../staging/stage.server'

/**
 * The page where a donor completes the 3-D Secure a plan's off-session charge needed (issue 45:
 * "not built yet"), reached by the signed, expiring link of the mail (plan-link.ts). Stripe mode
 * only. The page gets the intent's client secret (loaded here, never sent anywhere else); the
 * donor's browser confirms it with Stripe.js; then the browser asks POST
 * /api/donation/authenticate-plan, which checks the intent at Stripe and records the period once
 * (recordAuthenticatedCharge; the payment_intent.succeeded webhook does the same, whichever comes
 * first). Opening the page when the payment has already succeeded records it too.
 */
interface PlanOnPage {
  id: number
  purpose: string
  purposeAr: string | null
  amountCents: number
  repeatType: RepeatType
  brand: string
  last4: string
}

type AuthenticationPage =
  | { kind: 'invalid' }
  | { kind: 'cancelled' }
  | { kind: 'done'; nextChargeAt: string | null }
  | { kind: 'nothing' }
  | {
      kind: 'pending'
      plan: PlanOnPage
      clientSecret: string
      paymentMethod: string | null
      publishableKey: string
    }

interface LinkParams {
  plan?: unknown
  expires?: unknown
  token?: unknown
}

/** The plan of a valid, unexpired link in Stripe mode; null otherwise. */
async function planOfLink(payload: Payload, q: LinkParams, now: Date) {
  const id = parseId(typeof q.plan === 'number' ? String(q.plan) : q.plan)
  const expires = Number(q.expires)
  if (env().PAYMENT_GATEWAY !== 'stripe' || !id) return null
  if (!authenticateLinkValid(linkKeys(), id, expires, q.token, now)) return null
  return payload.findByID({
    collection: 'recurring-plans',
    id,
    overrideAccess: true,
    depth: 1,
    disableErrors: true,
  })
}

/** The plan's charge waiting for the donor: its last refusal asking for authentication, this period. */
async function waitingIntent(payload: Payload, plan: RecurringPlan) {
  const { docs } = await payload.find({
    collection: 'charges',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    sort: '-createdAt',
    where: {
      and: [
        { plan: { equals: plan.id } },
        { code: { equals: 'authentication_required' } },
        { chargeId: { exists: true } },
        { idempotencyKey: { contains: `recurring-plan:${plan.id}:period-${plan.period}:` } },
      ],
    },
  })
  const chargeId = docs[0]?.chargeId
  return chargeId ? stripeClient().paymentIntents.retrieve(chargeId) : null
}

function pageOf(plan: RecurringPlan, intent: Stripe.PaymentIntent): AuthenticationPage {
  const purpose = typeof plan.purpose === 'object' ? plan.purpose : null
  const pm = intent.last_payment_error?.payment_method?.id ?? intent.payment_method
  return {
    kind: 'pending',
    plan: {
      id: plan.id,
      purpose: purpose?.name ?? `Purpose #${idOf(plan.purpose)}`,
      purposeAr: purpose?.nameAr ?? null,
      amountCents: storedCents(plan.amount),
      repeatType: plan.repeatType as RepeatType,
      brand: plan.card.brand,
      last4: plan.card.last4,
    },
    clientSecret: intent.client_secret ?? '',
    paymentMethod: typeof pm === 'string' ? pm : (pm?.id ?? null),
    publishableKey: env().STRIPE_PUBLISHABLE_KEY ?? '',
  }
}

/** What the page shows for its link. */
export async function authenticationForLink(
  payload: Payload,
  q: LinkParams,
  now: Date = new Date(),
): Promise<AuthenticationPage> {
  const plan = await planOfLink(payload, q, now)
  if (!plan) return { kind: 'invalid' }
  if (plan.status === 'cancelled') return { kind: 'cancelled' }
  const intent = plan.status === 'paused' ? await waitingIntent(payload, plan) : null
  if (intent?.status === 'succeeded') {
    // Paid, and the webhook has not recorded it (yet): the server check does.
    await recordAuthenticatedCharge(payload, intent, now)
    return { kind: 'done', nextChargeAt: await nextChargeOf(payload, plan.id) }
  }
  if (intent && intent.client_secret && /^requires_/.test(intent.status))
    return pageOf(plan, intent)
  return plan.status === 'active'
    ? { kind: 'done', nextChargeAt: plan.nextChargeAt ?? null }
    : { kind: 'nothing' }
}

async function nextChargeOf(payload: Payload, planId: number): Promise<string | null> {
  const plan = await payload.findByID({
    collection: 'recurring-plans',
    id: planId,
    overrideAccess: true,
    depth: 0,
  })
  return plan.status === 'active' ? (plan.nextChargeAt ?? null) : null
}

const AUTHENTICATE_MESSAGES = {
  invalidLink: 'This link is not valid or has expired.',
  notConfirmed: 'Your bank has not confirmed the payment.',
} as const

/**
 * POST /api/donation/authenticate-plan {plan, expires, token}: after Stripe.js confirmed the
 * intent in the donor's browser, the server asks Stripe (the browser's word is not proof) and
 * records the period once. `recorded` also when the webhook was first.
 */
export async function completeAuthenticationByLink(
  payload: Payload,
  body: unknown,
  ctx: { ip: string },
  now: Date = new Date(),
): Promise<Submission<{ state: 'recorded'; nextChargeAt: string | null }>> {
  const limited = await overLimit(payload, `donation-authenticate:ip:${ctx.ip}`, {
    limit: 20,
    windowSeconds: 600,
  })
  if (limited) return limited
  const plan = await planOfLink(payload, (body ?? {}) as LinkParams, now)
  if (!plan) {
    payload.logger.warn(`${LOG} plan authentication link refused: ip ${ctx.ip}`)
    return refused(403, AUTHENTICATE_MESSAGES.invalidLink)
  }
  const page = await authenticationForLink(payload, body as LinkParams, now)
  if (page.kind === 'done')
    return { kind: 'ok', state: 'recorded', nextChargeAt: page.nextChargeAt }
  return refused(409, AUTHENTICATE_MESSAGES.notConfirmed)
}

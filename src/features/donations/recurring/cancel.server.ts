import 'server-only'
import type { Payload } from 'payload'
import { parseId } from '@/lib/ids'
import { overLimit } from '@/lib/api/public-form.server'
import { refused, type Submission } from '@/lib/api/submission'
import { CANCEL_MESSAGES, REPEAT_LABELS, type RepeatType } from '../constants'
import { formatUsd, storedCents } from '../fees'
import { planTokenValid } from './plan-link'
import { cancelPlan } from './recurring.server'
import { linkKeys } from '@/lib/runtime-config'
import { sendPlanCancelledMail } from '../mail/mail.server'
import { formatMinorUnits } from '@/i18n/format-number'
import type { Currency } from '@/lib/money/currency'

export { CANCEL_MESSAGES } from '../constants'

export interface PlanSummary {
  id: number
  purpose: string
  /** The purpose's Arabic name, for the Arabic page (issue 42 part 5); null when it has none. */
  purposeAr: string | null
  amount: string
  amountCents: number
  currency: Currency
  repeat: string
  repeatType: RepeatType
  status: 'active' | 'paused' | 'cancelled'
  nextChargeAt: string | null
}

/** The plan a signed link names, or null when the link is not valid. */
export async function planForLink(
  payload: Payload,
  planParam: unknown,
  token: unknown,
): Promise<PlanSummary | null> {
  const id = parseId(planParam)
  if (!id || !planTokenValid(linkKeys(), id, token)) return null
  const plan = await payload.findByID({
    collection: 'recurring-plans',
    id,
    overrideAccess: true,
    depth: 1,
    disableErrors: true,
  })
  if (!plan) return null
  return {
    id: plan.id,
    purpose: typeof plan.purpose === 'object' ? plan.purpose.name : `Purpose #${plan.purpose}`,
    purposeAr: typeof plan.purpose === 'object' ? (plan.purpose.nameAr ?? null) : null,
    amount:
      plan.currency === 'USD'
        ? formatUsd(storedCents(plan.amount))
        : formatMinorUnits(storedCents(plan.amount), 'en', plan.currency),
    amountCents: storedCents(plan.amount),
    currency: plan.currency,
    repeat: REPEAT_LABELS[plan.repeatType as RepeatType],
    repeatType: plan.repeatType as RepeatType,
    status: plan.status,
    nextChargeAt: plan.status === 'cancelled' ? null : plan.nextChargeAt,
  }
}

export type CancelResult = Submission<{ message: string }>

/** POST cancel-recurring: cancels the plan of a valid signed link (repeating it is harmless). */
export async function cancelRecurringByLink(
  payload: Payload,
  body: unknown,
  ctx: { ip: string },
): Promise<CancelResult> {
  const limited = await overLimit(payload, `donation-cancel:ip:${ctx.ip}`, {
    limit: 20,
    windowSeconds: 600,
  })
  if (limited) return limited
  const b = (body ?? {}) as { plan?: unknown; token?: unknown }
  const plan = await planForLink(
    payload,
    typeof b.plan === 'number' ? String(b.plan) : b.plan,
    b.token,
  )
  if (!plan) {
    payload.logger.warn(`[donation] cancel link refused (invalid signature or plan): ip ${ctx.ip}`)
    return refused(403, CANCEL_MESSAGES.invalidLink)
  }
  // The donor is told once, when this request cancelled it (a repeat of the link says nothing).
  if (await cancelPlan(payload, plan.id)) await confirmCancel(payload, plan)
  return { kind: 'ok', message: CANCEL_MESSAGES.cancelled }
}

/** The cancel's confirmation mail (decision 0103); a failure is logged, the cancel stands. */
async function confirmCancel(payload: Payload, plan: PlanSummary): Promise<void> {
  try {
    const row = await payload.findByID({
      collection: 'recurring-plans',
      id: plan.id,
      overrideAccess: true,
      depth: 0,
    })
    const locale = row.mailLanguage ?? 'en'
    await sendPlanCancelledMail(payload, {
      to: row.email,
      donorName: row.donorName,
      plan: {
        id: plan.id,
        purpose: (locale === 'ar' && plan.purposeAr) || plan.purpose,
        amountCents: plan.amountCents,
        repeatType: plan.repeatType,
        currency: plan.currency,
      },
      locale,
    })
  } catch (error) {
    payload.logger.error({ err: error }, `[donation] the cancel mail of plan #${plan.id} failed`)
  }
}

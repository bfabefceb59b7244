import 'server-only'
import type { Payload } from 'payload'
import type { RecurringPlan } from '@/payload-types'
import { poolOf } from '../db.server'
import type { RepeatType } from '../constants'
import { storedCents } from '../fees'
import { LOG } from '../staging/stage.server'
import { sendPledgeReminderMail } from './plan-mails.server'
import { idOf, purposeName } from './record-period.server'
import { nextPeriod } from './schedule'

/**
 * A pledge's due day (decision 0122): never charged (a mobile wallet or a kiosk cannot be
 * charged unattended); the donor is mailed ONE reminder for the period with a fresh payment
 * link, and the plan moves on to its next period. An unpaid period stays unpaid (its payment
 * row, if the donor opened the link, says so) and its link keeps working.
 *
 * A pledge's `period` counts its periods one by one: the period reminded now is `period`, the
 * next is `period + 1`, whatever days an outage or a pause skipped (the next date is the first
 * period date after now). So `period - 1` is the number of periods reminded, and a period's
 * number names one reminder and one link.
 *
 * Once per period: the run holds the plan's lease (recurring.server.ts), and the plan moves on
 * only from the period it was read at, before the mail is queued; a second run or instance
 * finds it moved and sends nothing. A crash between the two loses that one reminder rather
 * than sending it twice (the portal's "Pay now" still offers the period).
 */
export async function remindPledge(
  payload: Payload,
  plan: RecurringPlan,
  now: Date,
): Promise<'reminded' | 'skipped'> {
  const repeat = plan.repeatType as RepeatType
  const nextAt = nextPeriod(new Date(plan.startedAt), repeat, 1, now).at
  const moved = await poolOf(payload).query(
    `UPDATE recurring_plans SET period = period + 1, next_charge_at = $3, lease_until = NULL,
       updated_at = now()
     WHERE id = $1 AND period = $2 AND status = 'active' AND kind = 'pledge' AND next_charge_at <= $4`,
    [plan.id, plan.period, nextAt, now],
  )
  if (!moved.rowCount) return 'skipped'
  try {
    await sendPledgeReminderMail(
      payload,
      { to: plan.email, locale: plan.mailLanguage, planId: plan.id, period: plan.period },
      {
        donorName: plan.donorName,
        amountCents: storedCents(plan.amount),
        purpose: await purposeName(payload, idOf(plan.purpose), plan.mailLanguage),
        designation: plan.designation ?? 'general',
        repeatType: repeat,
        dueAt: new Date(plan.nextChargeAt),
      },
    )
    payload.logger.info(`${LOG} pledge #${plan.id}: period ${plan.period} reminded`)
  } catch (error) {
    payload.logger.error(
      { err: error },
      `${LOG} the reminder of pledge #${plan.id} period ${plan.period} could not be queued`,
    )
  }
  return 'reminded'
}

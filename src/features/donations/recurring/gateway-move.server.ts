import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '../db.server'
import { storedCents } from '../fees'
import { GATEWAY_MESSAGES } from '../gateway/types'
import { sendPlanNewCardMail } from './plan-mails.server'
import { planMailDetails } from './record-period.server'
import { LOG } from '../staging/stage.server'

/** The sandbox's tokens (gateway/sandbox.ts PREFIX): Stripe cannot charge them. */
const SANDBOX_TOKENS = 'tok\\_sandbox\\_%'

/**
 * The charity switched PAYMENT_GATEWAY from the sandbox to Stripe (README "Going live with
 * Stripe"): a plan saved under the sandbox holds a token no live gateway knows, and charging it
 * would only fail three times. Each such active plan is paused at once, with a mail asking the
 * donor for their card on the donor page ("Replace card", then "Resume": the card-change flow
 * sets it up at Stripe). Runs at the start of every recurring run; a paused plan is not taken
 * again, so each donor gets one mail. A plan another run holds (leased) waits for the next run.
 */
export async function pauseSandboxPlans(
  payload: Payload,
  gateway: string,
  batch: number,
): Promise<number> {
  if (gateway !== 'stripe') return 0
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `UPDATE recurring_plans SET status = 'paused', last_error = $2, lease_until = NULL, updated_at = now()
     WHERE id IN (SELECT id FROM recurring_plans
                  WHERE status = 'active' AND kind = 'card' AND gateway_token LIKE $1
                    AND (lease_until IS NULL OR lease_until < now())
                  ORDER BY id LIMIT $3)
     RETURNING id`,
    [SANDBOX_TOKENS, GATEWAY_MESSAGES.invalidToken, batch],
  )
  for (const { id } of rows) {
    payload.logger.warn(
      `${LOG} recurring plan #${id}: its card was saved under the sandbox; paused`,
    )
    try {
      const plan = await payload.findByID({
        collection: 'recurring-plans',
        id,
        overrideAccess: true,
        depth: 0,
      })
      await sendPlanNewCardMail(
        payload,
        await planMailDetails(payload, plan, storedCents(plan.amount)),
      )
    } catch (error) {
      payload.logger.error({ err: error }, `${LOG} the new-card e-mail of plan #${id} failed`)
    }
  }
  return rows.length
}

import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '../db.server'
import {
  GATEWAY_MESSAGES,
  type ChargeRequest,
  type ChargeResult,
  type GatewayFailure,
} from '../gateway/types'
import type { PaymobApi, PaymobTransaction } from './api'
import { LOG, paymobApi, paymobUrls } from './config.server'
import { isPlaceholderToken } from './statuses'

/**
 * One period of a monthly plan in pounds, charged on the donor's saved card while the donor is
 * away (decision 0120): Paymob's "pay with saved card" (MIT) on the MOTO integration, the
 * scheduler's idempotency key (plan, period, try) as the intention's `special_reference`.
 *
 * Paymob takes no idempotency key: a request sent twice is two charges. So this side guards it.
 * Each key is taken (`paymob_callbacks`, `plan-charge:<key>`) before Paymob is called; before a
 * period is charged, every try of that period whose outcome Paymob never told is asked of
 * Paymob by its reference: tries recorded without an answer or still pending, and the current
 * key when it was taken before (a crash cut it off, perhaps after the charge). A charge found
 * there is the answer (recorded once, nothing charged again); one still unknown stops the try
 * (an error, tried again later, never a decline charged again blindly). A fresh key of a period
 * with no unknown try asks nothing first.
 */
export const PAYMOB_CHARGE_MESSAGES = {
  noSavedCard:
    'Paymob holds no saved card for this monthly donation (the card was not saved on its checkout): nothing was charged.',
  noAnswer:
    'Paymob did not answer in time: whether the card was charged is asked of Paymob before it is charged again.',
  pending:
    'Paymob has not settled the charge yet: it is asked of Paymob before the card is charged again.',
  notTaken: 'The payment service did not take the charge: nothing was charged.',
  amountDiffers: 'Paymob reports another amount for this charge: the treasurer checks it.',
} as const

/** The failure codes whose charge may have happened: asked of Paymob before any new try. */
const UNKNOWN_OUTCOME = ['paymob_no_answer', 'paymob_pending', 'paymob_amount_differs']

const fail = (kind: GatewayFailure['kind'], code: string, message: string): GatewayFailure => ({
  ok: false,
  kind,
  code,
  message,
})

const PLAN_KEY = /^(recurring-plan:(\d+):period-\d+):try-\d+$/

export async function chargeSavedCard(payload: Payload, r: ChargeRequest): Promise<ChargeResult> {
  const plan = PLAN_KEY.exec(r.idempotencyKey)
  // A one-off gift is paid on Paymob's page (checkout.server.ts): no card to charge here.
  if (!plan || r.currency !== 'EGP') {
    return fail('error', 'hosted_checkout', GATEWAY_MESSAGES.wrongInput)
  }
  // The TOKEN callback never came (the donor did not save the card): Paymob is not asked.
  if (isPlaceholderToken(r.token)) {
    return fail('error', 'paymob_no_saved_card', PAYMOB_CHARGE_MESSAGES.noSavedCard)
  }
  const api = paymobApi()
  const fresh = await takeKey(payload, r.idempotencyKey)
  const known = await askEarlierTries(payload, api, plan[1]!, r, fresh)
  if (known) return known
  const billing = await billingOf(payload, Number(plan[2]))
  const answer = await api.payWithSavedCard({
    token: r.token,
    amountCents: r.amountCents,
    specialReference: r.idempotencyKey,
    billing,
    itemName: 'Monthly donation',
    notificationUrl: paymobUrls().notificationUrl,
  })
  if (!answer.ok) {
    payload.logger.warn(
      `${LOG} ${r.idempotencyKey}: saved-card charge failed at the ${answer.stage} (${answer.status} ${answer.message})`,
    )
    if (answer.stage === 'pay' && answer.status === 0) {
      return fail('error', 'paymob_no_answer', PAYMOB_CHARGE_MESSAGES.noAnswer)
    }
    // Paymob refused the pay request itself: the token is no longer one it charges.
    if (answer.stage === 'pay' && answer.status >= 400 && answer.status < 500) {
      return fail('declined', 'invalid_token', GATEWAY_MESSAGES.invalidToken)
    }
    return fail('error', 'paymob_unavailable', PAYMOB_CHARGE_MESSAGES.notTaken)
  }
  await poolOf(payload).query(
    'UPDATE paymob_callbacks SET transaction_id = $2, outcome = $3, updated_at = now() WHERE key = $1',
    [`plan-charge:${r.idempotencyKey}`, String(answer.transaction.id), 'answered'],
  )
  return outcomeOf(payload, r, answer.transaction, false)
}

/** Marks the key as sent to Paymob; false when an earlier run had taken it already. */
async function takeKey(payload: Payload, key: string): Promise<boolean> {
  const taken = await poolOf(payload).query(
    `INSERT INTO paymob_callbacks (key, updated_at, created_at) VALUES ($1, now(), now())
     ON CONFLICT (key) DO NOTHING RETURNING id`,
    [`plan-charge:${key}`],
  )
  return taken.rowCount === 1
}

/** What a transaction Paymob answered (the pay call's or an inquiry's) means for this try. */
function outcomeOf(
  payload: Payload,
  r: ChargeRequest,
  t: PaymobTransaction,
  replayed: boolean,
): ChargeResult {
  if (t.pending) return fail('error', 'paymob_pending', PAYMOB_CHARGE_MESSAGES.pending)
  if (!t.success) {
    payload.logger.info(
      `${LOG} ${r.idempotencyKey}: declined (${t.data?.message ?? 'no reason given'})`,
    )
    return fail('declined', 'card_declined', GATEWAY_MESSAGES.declined)
  }
  if (Number(t.amount_cents) !== r.amountCents) {
    payload.logger.error(
      `${LOG} ${r.idempotencyKey}: transaction ${String(t.id)} of ${String(t.amount_cents)} for ${r.amountCents}`,
    )
    return fail('error', 'paymob_amount_differs', PAYMOB_CHARGE_MESSAGES.amountDiffers)
  }
  return { ok: true, chargeId: String(t.id), replayed }
}

/**
 * The period's tries whose outcome is unknown, asked of Paymob by reference (the current key
 * first when a run before took it: a try cut off after Paymob charged keeps its key). A charge
 * found is the answer; an inquiry without an answer stops this try; tries Paymob has no charge
 * for (or declined) let the card be charged now.
 */
async function askEarlierTries(
  payload: Payload,
  api: PaymobApi,
  period: string,
  r: ChargeRequest,
  fresh: boolean,
): Promise<ChargeResult | null> {
  const { rows } = await poolOf(payload).query<{ idempotency_key: string }>(
    `SELECT idempotency_key FROM charges
     WHERE idempotency_key LIKE $1 AND gateway = 'paymob' AND code = ANY($2) ORDER BY id`,
    [`${period}:try-%`, UNKNOWN_OUTCOME],
  )
  const keys = [...(fresh ? [] : [r.idempotencyKey]), ...rows.map((row) => row.idempotency_key)]
  for (const key of new Set(keys)) {
    const asked = await api.inquireByReference(key)
    if (!asked.ok) {
      payload.logger.warn(`${LOG} ${key}: inquiry failed (${asked.status} ${asked.message})`)
      return fail('error', 'paymob_no_answer', PAYMOB_CHARGE_MESSAGES.noAnswer)
    }
    const t = asked.transaction
    if (!t || (!t.success && !t.pending)) continue
    payload.logger.info(`${LOG} ${key}: Paymob had transaction ${String(t.id)}; not charged again`)
    return outcomeOf(payload, r, t, true)
  }
  return null
}

/** The billing Paymob asks on every intention: the donor of the gift that started the plan. */
async function billingOf(payload: Payload, planId: number) {
  const { rows } = await poolOf(payload).query<{
    first_name: string
    last_name: string
    email: string
    phone: string
  }>(
    `SELECT d.first_name, d.last_name, d.email, d.phone FROM recurring_plans p
     JOIN donations d ON d.id = p.started_by_id WHERE p.id = $1`,
    [planId],
  )
  const d = rows[0]
  if (!d) throw new Error(`recurring plan #${planId} has no starting donation`)
  return { firstName: d.first_name, lastName: d.last_name, email: d.email, phone: d.phone }
}

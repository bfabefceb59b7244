import { beforeAll, expect } from 'vitest'
import {
  payload,
  catcher,
  ids,
  ip,
  CARDS,
  donationBody,
  staged,
  confirmWith,
  sql,
} from '../donations/world'

/**
 * What the card-replacement tests (issue 20 item 4) share, on top of the donation world: a
 * donor's monthly plan, the new card's fields, the code from its e-mail, and the plan's row.
 * Call `loadCardChange()` after `setUpDonations()`; the bindings are live.
 */
export let cards: typeof import('@/features/donor/card-change.server')
export let mailTexts: typeof import('@/features/donor/mail.server')
export function loadCardChange() {
  beforeAll(async () => {
    cards = await import('@/features/donor/card-change.server')
    mailTexts = await import('@/features/donor/mail.server')
  })
}

export const PLAN_CHANGED = 'Your recurring donation to the New Egypt Foundation was changed'

/** A donor's monthly plan of $40 for Medical Care, paid with `card` (the Visa 4242 by default). */
export async function planOf(email: string, card = CARDS.visa) {
  const body = donationBody({
    email,
    cc_number: card,
    donations: [
      {
        donation_purpose_id: ids.medical,
        donation_amount: '40',
        is_repeat: '1',
        repeat_type: 'monthly',
      },
    ],
  })
  const { code } = await staged(body)
  const r = await confirmWith(email, code)
  expect(r, JSON.stringify(r)).toMatchObject({ kind: 'ok' })
  return (r as { planIds: number[] }).planIds[0]!
}

/** The card fields the donor portal sends, with `overrides`. */
export const newCard = (overrides: Record<string, unknown> = {}) => ({
  cc_number: CARDS.mastercard,
  cc_name: 'Amira Fawzy',
  cc_exp_month: '7',
  cc_exp_year: String(new Date().getFullYear() + 4),
  cc_cvc: '731',
  ...overrides,
})

/** The card-change code mails sent to `email` (either language). */
export const cardCodeMails = (email: string) =>
  catcher
    .to(email)
    .filter((m) => Object.values(mailTexts.CARD_CODE_SUBJECT).includes(m.subject as never))

/** The code of the newest card-change mail. */
export function cardCode(email: string) {
  const text = cardCodeMails(email).at(-1)?.text ?? ''
  const code = /(?:Your one-time code is|رمزك لمرة واحدة هو) (\d{6})/.exec(text)?.[1]
  if (!code) throw new Error(`no card code for ${email}`)
  return code
}

export const ctx = (extra: { locale?: 'en' | 'ar'; now?: Date } = {}) => ({ ip: ip(), ...extra })
export const ask = (email: string, plan: unknown, body: unknown = newCard(), c = ctx()) =>
  cards.requestCardChange(payload, email, plan, body, c)
export const verify = (email: string, plan: unknown, code: string, c = ctx()) =>
  cards.verifyCardChange(payload, email, plan, { code }, c)

export interface PlanRow {
  status: string
  gateway_token: string
  card_brand: string
  card_last4: string
  failed_attempts: number
  last_error: string | null
}
export const planRow = async (id: number) =>
  (
    await sql<PlanRow>(
      `SELECT status, gateway_token, card_brand, card_last4, failed_attempts::int AS failed_attempts,
              last_error
         FROM recurring_plans WHERE id = $1`,
      [id],
    )
  )[0]!
export const changeRows = (planId: number) =>
  sql<{ status: string; gateway_token: string | null; brand: string; last4: string }>(
    `SELECT status, gateway_token, brand, last4 FROM donor_card_changes WHERE plan_id = $1 ORDER BY id`,
    [planId],
  )

import { describe, expect, it } from 'vitest'
import { DONOR_TEXTS } from '@/features/donor/texts'
import { localiseMessage } from '@/i18n/schema-messages'
import {
  payload,
  catcher,
  recurring,
  gatewayModule,
  CARDS,
  logged,
  uniqueEmail,
  sql,
  setUpDonations,
} from '../donations/world'
import {
  PLAN_CHANGED,
  loadCardChange,
  planOf,
  newCard,
  cardCodeMails,
  cardCode,
  ctx,
  ask,
  verify,
  planRow,
  changeRows,
} from './card-world'

/**
 * A new card for a recurring plan from /donor (issue 20 item 4), in the sandbox: the card to a
 * token, a code by e-mail, and the right code puts the token on the plan, records and mails it;
 * the plan's next charge uses it. The refusals are in card-change-refusals.int.test.ts.
 */
setUpDonations()
loadCardChange()

const EN = DONOR_TEXTS.en
const AR = DONOR_TEXTS.ar

describe('replacing a plan’s card', () => {
  it('puts the new card on the plan with the right code, once, and records and mails the change', async () => {
    const email = uniqueEmail('newcard')
    const planId = await planOf(email)
    const before = await planRow(planId)
    expect(before).toMatchObject({ card_brand: 'visa', card_last4: '4242', failed_attempts: 0 })

    expect(await ask(email, planId)).toEqual({
      kind: 'ok',
      message:
        'We sent a 6-digit code to your e-mail. Enter it to put the new card on this recurring donation. It expires in 10 minutes.',
    })
    const mails = cardCodeMails(email)
    expect(mails.map((m) => m.subject)).toEqual([
      'Your New Egypt Foundation code to change your card',
    ])
    expect(mails[0]!.text).toContain(
      'to pay your recurring donation for Medical Care with the Mastercard ending in 4444.',
    )
    expect(mails[0]!.text).not.toContain(CARDS.mastercard)
    // Until the code comes back, the token waits beside the plan, which is unchanged.
    const pending = await changeRows(planId)
    expect(pending).toMatchObject([{ status: 'pending', brand: 'mastercard', last4: '4444' }])
    expect(pending[0]!.gateway_token).not.toBe(before.gateway_token)
    expect(await planRow(planId)).toEqual(before)

    const code = cardCode(email)
    const done = await verify(email, String(planId), code)
    expect(done).toMatchObject({
      kind: 'ok',
      message: 'Your recurring donation now uses the new card. We sent you an e-mail.',
      plan: { id: planId, brand: 'mastercard', last4: '4444', status: 'active' },
    })
    // The answer's plan (made from the update's own row) is the plan as /donor lists it.
    const { donorPlans } = await import('@/features/donor/plans.server')
    const listed = (await donorPlans(payload, email)).find((p) => p.id === planId)
    expect(listed).toMatchObject({ purpose: 'Medical Care', amountCents: 4000 })
    expect((done as { plan: unknown }).plan).toEqual(listed)
    const after = await planRow(planId)
    expect(after).toMatchObject({
      status: 'active',
      card_brand: 'mastercard',
      card_last4: '4444',
      failed_attempts: 0,
      last_error: null,
    })
    expect(after.gateway_token).toBe(pending[0]!.gateway_token)
    expect(await changeRows(planId)).toEqual([
      { status: 'used', gateway_token: null, brand: 'mastercard', last4: '4444' },
    ])

    const actions = await payload.find({
      collection: 'donor-actions',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(actions.docs.map((a) => [a.actor, a.action, a.detail])).toEqual([
      [
        'donor',
        'plan card',
        `#${planId} now paid with the Mastercard ending in 4444 (was the Visa ending in 4242).`,
      ],
    ])
    const changed = catcher.to(email).filter((m) => m.subject === PLAN_CHANGED)
    expect(changed).toHaveLength(1)
    expect(changed[0]!.text).toContain(
      'now paid with the Mastercard ending in 4444 (was the Visa ending in 4242).',
    )

    // The code works once.
    expect(await verify(email, planId, code)).toEqual({
      kind: 'refused',
      status: 422,
      message: EN.cardCodeExpired,
    })
    expect(await planRow(planId)).toEqual(after)
    // Neither the number nor the code is kept or logged.
    const stored = JSON.stringify(await sql(`SELECT * FROM donor_card_changes`))
    for (const secret of [CARDS.mastercard, code]) {
      expect(stored).not.toContain(secret)
      expect(logged.join('\n')).not.toContain(secret)
    }
  })

  it('the plan’s next charge uses the new card: declined before the change, paid after it', async () => {
    const email = uniqueEmail('rescued')
    const planId = await planOf(email)
    // The card on file now fails every charge (a card its bank closed).
    const failing = await gatewayModule.paymentGateway(payload).tokenize({
      number: CARDS.chargeDeclined,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
      name: 'A B',
    })
    if (!failing.ok) throw new Error('0341 tokenises')
    await sql(
      `UPDATE recurring_plans SET gateway_token = $2, card_last4 = '0341',
         next_charge_at = now() - interval '1 minute' WHERE id = $1`,
      [planId, failing.token],
    )
    const t0 = new Date()
    expect(await recurring.runRecurringCharges(payload, t0)).toMatchObject({
      charged: 0,
      failed: 1,
    })
    expect(await planRow(planId)).toMatchObject({
      failed_attempts: 1,
      last_error: 'Your card was declined.',
    })

    expect(await ask(email, planId)).toMatchObject({ kind: 'ok' })
    expect(await verify(email, planId, cardCode(email))).toMatchObject({ kind: 'ok' })
    // A new card starts its tries afresh; the next try's key is still a new one (try-2 below).
    expect(await planRow(planId)).toMatchObject({
      status: 'active',
      card_last4: '4444',
      failed_attempts: 0,
      last_error: null,
    })
    expect(catcher.to(email).find((m) => m.subject === PLAN_CHANGED)?.text).toContain(
      'now paid with the Mastercard ending in 4444 (was the Visa ending in 0341).',
    )

    // The retry, a day later, is paid with the new card.
    const later = new Date(t0.getTime() + 25 * 3_600_000)
    expect(await recurring.runRecurringCharges(payload, later)).toMatchObject({
      charged: 1,
      failed: 0,
    })
    const charges = await payload.find({
      collection: 'charges',
      where: { plan: { equals: planId } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(charges.docs.map((c) => [c.status, c.idempotencyKey])).toEqual([
      ['declined', `recurring-plan:${planId}:period-1:try-1`],
      ['succeeded', `recurring-plan:${planId}:period-1:try-2`],
    ])
    expect(await planRow(planId)).toMatchObject({ status: 'active', failed_attempts: 0 })
    const receipt = catcher
      .to(email)
      .filter((m) => m.text.includes('Paid with: '))
      .at(-1)
    expect(receipt?.text).toContain('Paid with: Mastercard ending in 4444')
  })

  it('answers and mails in Arabic when the card is entered on /ar/donor', async () => {
    const email = uniqueEmail('arabic')
    const planId = await planOf(email)
    const ar = () => ctx({ locale: 'ar' })
    expect(await ask(email, planId, newCard(), ar())).toEqual({
      kind: 'ok',
      message: AR.cardCodeSent,
    })
    const mail = cardCodeMails(email).at(-1)!
    expect(mail.subject).toBe('رمز تغيير بطاقة تبرعك المتكرر لمؤسسة مصر الجديدة')
    expect(mail.text).toContain('/ar/donor')
    const code = cardCode(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(await verify(email, planId, wrong, ar())).toEqual({
      kind: 'refused',
      status: 422,
      message: AR.wrongCode,
    })
    expect(await verify(email, planId, code, ar())).toMatchObject({
      kind: 'ok',
      message: AR.cardReplaced,
    })
    expect(await verify(email, planId, code, ar())).toEqual({
      kind: 'refused',
      status: 422,
      message: AR.cardCodeExpired,
    })
    expect(await ask(uniqueEmail('other'), planId, newCard(), ar())).toEqual({
      kind: 'refused',
      status: 404,
      message: AR.notFound,
    })
    // The gateway's refusal stays its English sentence (as the donation's staging answers it):
    // the Arabic page shows the catalogue's twin (donation.gateway), which is the Arabic here.
    const declined = await ask(email, planId, newCard({ cc_number: CARDS.declined }), ar())
    expect(declined).toEqual({ kind: 'refused', status: 402, message: 'Your card was declined.' })
    expect(localiseMessage('Your card was declined.', 'ar')).toBe('رُفضت بطاقتك.')
    await sql(`UPDATE recurring_plans SET status = 'cancelled' WHERE id = $1`, [planId])
    expect(await ask(email, planId, newCard(), ar())).toEqual({
      kind: 'refused',
      status: 409,
      message: AR.planNotChangeable,
    })
  })
})

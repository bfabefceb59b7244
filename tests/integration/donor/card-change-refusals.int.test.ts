import { describe, expect, it } from 'vitest'
import { DONOR_TEXTS } from '@/features/donor/texts'
import { CARDS, uniqueEmail, wrongCodeFor, mapOf, sql, setUpDonations } from '../donations/world'
import {
  loadCardChange,
  cards,
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

/** What the card replacement (issue 20 item 4) refuses, and that the plan stays as it was. */
setUpDonations()
loadCardChange()

const EN = DONOR_TEXTS.en
const refusal = (status: number, message: string) => ({ kind: 'refused', status, message })

describe('replacing a plan’s card: refusals', () => {
  it('refuses another donor’s plan (404, nothing mailed) and a cancelled plan (409)', async () => {
    const owner = uniqueEmail('owner')
    const planId = await planOf(owner)
    const intruder = uniqueEmail('intruder')
    expect(await ask(intruder, planId)).toEqual(refusal(404, EN.notFound))
    expect(await ask(intruder, 'x1')).toEqual(refusal(404, EN.notFound))
    expect(cardCodeMails(intruder)).toEqual([])
    expect(await changeRows(planId)).toEqual([])

    // A code asked for before the plan was cancelled does not change it after.
    expect(await ask(owner, planId)).toMatchObject({ kind: 'ok' })
    const code = cardCode(owner)
    expect(await verify(intruder, planId, code)).toEqual(refusal(404, EN.notFound))
    await sql(`UPDATE recurring_plans SET status = 'cancelled' WHERE id = $1`, [planId])
    const before = await planRow(planId)
    expect(await verify(owner, planId, code)).toEqual(refusal(409, EN.planNotChangeable))
    expect(await ask(owner, planId)).toEqual(refusal(409, EN.planNotChangeable))
    expect(await planRow(planId)).toEqual(before)
    expect(before.card_last4).toBe('4242')
  })

  it('answers a card the gateway refuses with its message, and invalid fields field by field', async () => {
    const email = uniqueEmail('refused')
    const planId = await planOf(email)
    expect(await ask(email, planId, newCard({ cc_number: CARDS.declined }))).toEqual(
      refusal(402, 'Your card was declined.'),
    )
    expect(await ask(email, planId, newCard({ cc_number: '4242 4242 4242 4241' }))).toEqual(
      refusal(402, 'Your card number is incorrect.'),
    )
    expect(await ask(email, planId, newCard({ cc_number: CARDS.gatewayError }))).toEqual(
      refusal(502, 'The payment service is unavailable. Please try again.'),
    )
    expect(await changeRows(planId)).toEqual([])
    expect(cardCodeMails(email)).toEqual([])

    const result = await ask(email, planId, {
      cc_number: '4242',
      cc_name: '',
      cc_exp_month: '13',
      cc_exp_year: '1999',
      cc_cvc: 'abc',
    })
    if (result.kind !== 'invalid') throw new Error(JSON.stringify(result))
    const fields = await mapOf(result.issues.map((i) => ({ ...i, path: [...i.path] })))
    expect(Object.keys(fields).sort()).toEqual(
      ['cc_cvc', 'cc_exp_month', 'cc_exp_year', 'cc_name', 'cc_number'].sort(),
    )
    expect(await changeRows(planId)).toEqual([])
    expect(await verify(email, planId, 'abc')).toMatchObject({ kind: 'invalid' })
    // No request pending: the code is refused whatever it is.
    expect(await verify(email, planId, '123456')).toEqual(refusal(422, EN.cardCodeExpired))
  })

  it('stops at 5 wrong codes, from any client address: the right code is refused afterwards', async () => {
    const email = uniqueEmail('brute')
    const planId = await planOf(email)
    const before = await planRow(planId)
    await ask(email, planId)
    const code = cardCode(email)
    for (let i = 1; i <= 4; i++) {
      expect(await verify(email, planId, wrongCodeFor(code))).toEqual(refusal(422, EN.wrongCode))
    }
    expect(await verify(email, planId, wrongCodeFor(code))).toEqual(
      refusal(422, 'Too many wrong codes. Please enter the card again.'),
    )
    expect(await verify(email, planId, code)).toMatchObject({ kind: 'refused', status: 422 })
    expect(await planRow(planId)).toEqual(before)
    expect(await changeRows(planId)).toMatchObject([{ status: 'invalidated', gateway_token: null }])
  })

  it('refuses a code after 10 minutes, and the plan keeps its card', async () => {
    const email = uniqueEmail('late')
    const planId = await planOf(email)
    const before = await planRow(planId)
    await ask(email, planId)
    const code = cardCode(email)
    const later = new Date(Date.now() + 11 * 60_000)
    expect(await verify(email, planId, code, ctx({ now: later }))).toEqual(
      refusal(422, 'The code has expired. Please enter the card again.'),
    )
    expect(await verify(email, planId, code)).toEqual(refusal(422, EN.cardCodeExpired))
    expect(await planRow(planId)).toEqual(before)
    expect(await changeRows(planId)).toMatchObject([{ status: 'superseded', gateway_token: null }])
  })

  it('a second request supersedes the first: only the newest card’s code works', async () => {
    const email = uniqueEmail('twice')
    const planId = await planOf(email)
    await ask(email, planId)
    const first = cardCode(email)
    await ask(email, planId, newCard({ cc_number: CARDS.amex, cc_cvc: '7310' }))
    const second = cardCode(email)
    expect(await changeRows(planId)).toMatchObject([
      { status: 'superseded', gateway_token: null, last4: '4444' },
      { status: 'pending', last4: '0005' },
    ])
    if (first !== second) {
      expect(await verify(email, planId, first)).toEqual(refusal(422, EN.wrongCode))
    }
    expect(await verify(email, planId, second)).toMatchObject({
      kind: 'ok',
      plan: { brand: 'amex', last4: '0005' },
    })
    expect(await planRow(planId)).toMatchObject({ card_brand: 'amex', card_last4: '0005' })
  })

  it('limits requests per e-mail address, whatever the client address', async () => {
    const email = uniqueEmail('limited')
    const planId = await planOf(email)
    for (let i = 1; i <= cards.CARD_EMAIL_LIMIT.limit; i++) {
      expect(await ask(email, planId)).toMatchObject({ kind: 'ok' })
    }
    const over = await ask(email, planId)
    expect(over).toMatchObject({ kind: 'limited' })
    expect((over as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0)
    expect(cardCodeMails(email)).toHaveLength(cards.CARD_EMAIL_LIMIT.limit)
  })
})

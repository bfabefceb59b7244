import { beforeAll, describe, expect, it } from 'vitest'
import {
  payload,
  stage,
  confirm,
  ip,
  uniqueEmail,
  donationBody,
  staged,
  wrongCodeFor,
  CARDS,
  setUpDonations,
} from '../donations/world'

/**
 * Lock-outs by strangers: what a stranger does with someone's e-mail address
 * from their own client address leaves that person's own requests, from theirs, untouched.
 */
setUpDonations()
let signIn: typeof import('@/features/donor/sign-in.server')
beforeAll(async () => {
  signIn = await import('@/features/donor/sign-in.server')
})

describe('a stranger using a victim’s e-mail address', () => {
  it('declines 5 stagings with it: the victim still stages a gift', async () => {
    const victim = uniqueEmail('victim-stage')
    const stranger = ip()
    for (let i = 0; i < stage.STAGE_EMAIL_LIMIT.limit; i++) {
      const r = await stage.stageDonation(
        payload,
        donationBody({ email: victim, cc_number: CARDS.declined }),
        { ip: stranger },
      )
      expect(r).toMatchObject({ kind: 'refused', status: 402 })
    }
    expect(
      (await stage.stageDonation(payload, donationBody({ email: victim }), { ip: stranger })).kind,
    ).toBe('limited')
    expect(
      (await stage.stageDonation(payload, donationBody({ email: victim }), { ip: ip() })).kind,
    ).toBe('ok')
  })

  it('sends 21 wrong confirmations: the victim still confirms with the right code', async () => {
    const { body, code } = await staged()
    const stranger = ip()
    const tries = confirm.CONFIRM_EMAIL_LIMIT.limit + 1
    for (let i = 0; i < tries; i++) {
      await confirm.confirmDonation(
        payload,
        { email: body.email, otp: wrongCodeFor(code) },
        { ip: stranger },
      )
    }
    const r = await confirm.confirmDonation(payload, { email: body.email, otp: code }, { ip: ip() })
    expect(r).toMatchObject({ kind: 'ok' })
  })

  it('asks for 5 donor-portal codes: the victim still gets one', async () => {
    const victim = uniqueEmail('victim-portal')
    const stranger = ip()
    for (let i = 0; i < signIn.SIGN_IN_EMAIL_LIMIT.limit; i++) {
      await signIn.requestSignInCode(payload, { email: victim }, { ip: stranger })
    }
    expect(
      (await signIn.requestSignInCode(payload, { email: victim }, { ip: stranger })).kind,
    ).toBe('limited')
    expect((await signIn.requestSignInCode(payload, { email: victim }, { ip: ip() })).kind).toBe(
      'ok',
    )
  })

  it('still cannot have more than 20 codes an hour mailed to one inbox, from any addresses', async () => {
    const victim = uniqueEmail('victim-inbox')
    const kinds = []
    for (let i = 0; i < signIn.SIGN_IN_MAILS_LIMIT.limit + 1; i++) {
      kinds.push((await signIn.requestSignInCode(payload, { email: victim }, { ip: ip() })).kind)
    }
    expect(kinds.filter((k) => k === 'ok')).toHaveLength(signIn.SIGN_IN_MAILS_LIMIT.limit)
    expect(kinds.at(-1)).toBe('limited')
  })
})

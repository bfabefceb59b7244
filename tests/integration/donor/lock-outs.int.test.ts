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
  catcher,
} from '../donations/world'
import { OTP_POLICY } from '@/features/donations/constants'

/** The newest donor-portal code mailed to `email`. */
const latestCode = (email: string) =>
  /Your one-time code is (\d{6})/.exec(catcher.to(email).at(-1)?.text ?? '')?.[1] ?? '000000'

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

  // Issue 64: 20 requests from 4 addresses used up the inbox's hourly count, and 5 wrong codes
  // from anywhere ended the donor's code: the portal was locked for the donor. Now both are
  // counted per (client address, account), like the stagings'.
  it('asks for 20 donor-portal codes from 4 addresses: the victim still gets one', async () => {
    const victim = uniqueEmail('victim-inbox')
    for (let a = 0; a < 4; a++) {
      const stranger = ip()
      for (let i = 0; i < signIn.SIGN_IN_EMAIL_LIMIT.limit; i++)
        await signIn.requestSignInCode(payload, { email: victim }, { ip: stranger })
    }
    expect((await signIn.requestSignInCode(payload, { email: victim }, { ip: ip() })).kind).toBe(
      'ok',
    )
  })

  it('sends 5 wrong portal codes: the victim still signs in with the code mailed to them', async () => {
    const victim = uniqueEmail('victim-guess')
    await signIn.requestSignInCode(payload, { email: victim }, { ip: ip() })
    const code = latestCode(victim)
    const stranger = ip()
    for (let i = 0; i < OTP_POLICY.maxWrongAttempts; i++)
      await signIn.verifySignInCode(
        payload,
        { email: victim, code: wrongCodeFor(code) },
        { ip: stranger },
      )
    expect(
      await signIn.verifySignInCode(payload, { email: victim, code }, { ip: stranger }),
    ).toMatchObject({
      kind: 'refused',
      message: 'Too many wrong codes. Please ask for a new code.',
    })
    expect(
      await signIn.verifySignInCode(payload, { email: victim, code }, { ip: ip() }),
    ).toMatchObject({ kind: 'ok', email: victim })
  })
})

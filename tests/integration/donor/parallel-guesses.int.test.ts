import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  payload,
  ip,
  uniqueEmail,
  staged,
  donationBody,
  wrongCodeFor,
  catcher,
  sql,
  setUpDonations,
} from '../donations/world'
import { loadCardChange, cards, planOf, newCard, cardCode } from './card-world'
import { OTP_POLICY } from '@/features/donations/constants'

/**
 * Guesses sent all at once: each one-time code is checked at most 5 times,
 * however many arrive together. The checks are counted where the code is compared.
 */
const checks = vi.hoisted(() => ({ token: 0, code: 0 }))
vi.mock('@/lib/security/signing', async (original) => {
  const real = await original<typeof import('@/lib/security/signing')>()
  return {
    ...real,
    sameToken: (...args: Parameters<typeof real.sameToken>) => {
      checks.token++
      return real.sameToken(...args)
    },
  }
})
vi.mock('@/features/donations/staging/otp', async (original) => {
  const real = await original<typeof import('@/features/donations/staging/otp')>()
  return {
    ...real,
    codeMatches: (...args: Parameters<typeof real.codeMatches>) => {
      checks.code++
      return real.codeMatches(...args)
    },
  }
})

setUpDonations()
loadCardChange()
let signIn: typeof import('@/features/donor/sign-in.server')
let confirm: typeof import('@/features/donations/confirm/confirm.server')
beforeAll(async () => {
  signIn = await import('@/features/donor/sign-in.server')
  confirm = await import('@/features/donations/confirm/confirm.server')
})

const GUESSES = 20
const CAP = 5

/** `GUESSES` calls of `guess` at the same moment; every answer. */
const atOnce = <T>(guess: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: GUESSES }, (_, i) => guess(i)))

describe('one-time codes guessed in parallel', () => {
  it('checks a donation code at most 5 times from one address', async () => {
    const email = uniqueEmail('parallel-gift')
    const { code } = await staged(donationBody({ email }))
    const from = ip()
    checks.code = 0
    const answers = await atOnce(() =>
      confirm.confirmDonation(payload, { email, otp: wrongCodeFor(code) }, { ip: from }),
    )
    expect(checks.code).toBeLessThanOrEqual(CAP)
    expect(answers.every((a) => a.kind === 'refused' && a.status === 422)).toBe(true)
  })

  it('checks a donation code at most 15 times from 20 addresses, then ends the gift', async () => {
    const email = uniqueEmail('parallel-gift-many')
    const { code } = await staged(donationBody({ email }))
    checks.code = 0
    await atOnce(() =>
      confirm.confirmDonation(payload, { email, otp: wrongCodeFor(code) }, { ip: ip() }),
    )
    expect(checks.code).toBeLessThanOrEqual(15)
    const rows = await sql<{ status: string }>(
      `SELECT status::text AS status FROM staged_donations WHERE email = $1`,
      [email],
    )
    expect(rows).toEqual([{ status: 'invalidated' }])
  })

  it('checks a donor-portal sign-in code at most 15 times (5 per client address)', async () => {
    const email = uniqueEmail('parallel-sign-in')
    await signIn.requestSignInCode(payload, { email }, { ip: ip() })
    const mail = catcher.to(email).at(-1)
    const code = /Your one-time code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '000000'
    checks.token = 0
    await atOnce(() =>
      signIn.verifySignInCode(payload, { email, code: wrongCodeFor(code) }, { ip: ip() }),
    )
    expect(checks.token).toBeLessThanOrEqual(OTP_POLICY.maxWrongAttemptsTotal)
  })

  it('checks a card-change code at most 5 times', async () => {
    const email = uniqueEmail('parallel-card')
    const planId = await planOf(email)
    await cards.requestCardChange(payload, email, planId, newCard(), { ip: ip() })
    const code = cardCode(email)
    checks.token = 0
    await atOnce(() =>
      cards.verifyCardChange(payload, email, planId, { code: wrongCodeFor(code) }, { ip: ip() }),
    )
    expect(checks.token).toBeLessThanOrEqual(CAP)
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import {
  payload,
  catcher,
  ids,
  ip,
  uniqueEmail,
  donationBody,
  staged,
  confirmWith,
  sql,
  setUpDonations,
} from '../donations/world'

/** The donor portal: the code sign-in and its sessions, the history, plan changes. */
setUpDonations()

let signIn: typeof import('@/features/donor/sign-in.server')
let session: typeof import('@/features/donor/session.server')
let history: typeof import('@/features/donor/history.server')
let plans: typeof import('@/features/donor/plans.server')
beforeAll(async () => {
  signIn = await import('@/features/donor/sign-in.server')
  session = await import('@/features/donor/session.server')
  history = await import('@/features/donor/history.server')
  plans = await import('@/features/donor/plans.server')
})

const SIGN_IN_SUBJECT = 'Your New Egypt Foundation sign-in code'
const codeOf = (email: string) => {
  const mail = catcher
    .to(email)
    .filter((m) => m.subject === SIGN_IN_SUBJECT)
    .at(-1)
  const code = /Your one-time code is (\d{6})/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no sign-in code for ${email}`)
  return code
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function gave(email: string, repeat = false) {
  const body = donationBody({
    email,
    donations: [
      {
        donation_purpose_id: ids.medical,
        donation_amount: '40',
        is_repeat: repeat ? '1' : '0',
        repeat_type: repeat ? 'monthly' : '',
      },
    ],
  })
  const { code } = await staged(body)
  const r = (await confirmWith(email, code)) as { donationId: number; planIds: number[] }
  return r
}

async function signedIn(email: string) {
  expect(await signIn.requestSignInCode(payload, { email }, { ip: ip() })).toMatchObject({
    kind: 'ok',
  })
  const r = await signIn.verifySignInCode(payload, { email, code: codeOf(email) }, { ip: ip() })
  expect(r).toMatchObject({ kind: 'ok', email })
  return (r as { token: string }).token
}

describe('signing in with a code', () => {
  it('answers a donor and an unknown address alike, mails both a code, and the code opens a session', async () => {
    const donor = uniqueEmail('giver')
    await gave(donor)
    const stranger = uniqueEmail('never')
    const a = await signIn.requestSignInCode(payload, { email: donor }, { ip: ip() })
    const b = await signIn.requestSignInCode(payload, { email: stranger }, { ip: ip() })
    expect(a).toEqual(b)
    expect(a).toEqual({
      kind: 'ok',
      message:
        'If this address can sign in, a 6-digit code is on its way. It expires in 10 minutes.',
    })
    expect(codeOf(donor)).toMatch(/^\d{6}$/)
    expect(codeOf(stranger)).toMatch(/^\d{6}$/)
    // Only a hash is stored.
    const rows = await sql<{ code_hash: string }>(
      `SELECT code_hash FROM donor_sign_in_codes WHERE email = $1`,
      [donor],
    )
    expect(rows[0]!.code_hash).not.toContain(codeOf(donor))

    const r = await signIn.verifySignInCode(
      payload,
      { email: donor.toUpperCase(), code: codeOf(donor) },
      { ip: ip() },
    )
    expect(r).toMatchObject({ kind: 'ok', email: donor })
    const token = (r as { token: string }).token
    expect(await session.sessionEmail(payload, token)).toBe(donor)
    const stored = await sql<{ token_hash: string }>(
      `SELECT token_hash FROM donor_sessions WHERE email = $1`,
      [donor],
    )
    expect(stored.map((s) => s.token_hash)).not.toContain(token)
    // The code works once.
    expect(
      await signIn.verifySignInCode(payload, { email: donor, code: codeOf(donor) }, { ip: ip() }),
    ).toMatchObject({ kind: 'refused', status: 422 })
  })

  it('stops a brute force at 5 wrong codes per client address and 15 in all, even with the right code next', async () => {
    const email = uniqueEmail('brute')
    await signIn.requestSignInCode(payload, { email }, { ip: ip() })
    const code = codeOf(email)
    const guesser = ip()
    for (let i = 1; i <= 4; i++) {
      expect(
        await signIn.verifySignInCode(payload, { email, code: wrong(code) }, { ip: guesser }),
      ).toEqual({ kind: 'refused', status: 422, message: 'The code is incorrect.' })
    }
    const tooMany = {
      kind: 'refused',
      status: 422,
      message: 'Too many wrong codes. Please ask for a new code.',
    }
    expect(
      await signIn.verifySignInCode(payload, { email, code: wrong(code) }, { ip: guesser }),
    ).toEqual(tooMany)
    expect(await signIn.verifySignInCode(payload, { email, code }, { ip: guesser })).toEqual(
      tooMany,
    )
    // Two more addresses' five each: the code has had 15 wrong tries in all and is over.
    for (let a = 0; a < 2; a++) {
      const other = ip()
      for (let i = 0; i < 5; i++)
        await signIn.verifySignInCode(payload, { email, code: wrong(code) }, { ip: other })
    }
    expect(await signIn.verifySignInCode(payload, { email, code }, { ip: ip() })).toMatchObject({
      kind: 'refused',
      status: 422,
    })
    expect(await sql(`SELECT 1 FROM donor_sessions WHERE email = $1`, [email])).toHaveLength(0)
  })

  it('refuses an expired code and limits requests per e-mail address', async () => {
    const email = uniqueEmail('slow')
    await signIn.requestSignInCode(payload, { email }, { ip: ip() })
    const later = new Date(Date.now() + 11 * 60_000)
    expect(
      await signIn.verifySignInCode(
        payload,
        { email, code: codeOf(email) },
        { ip: ip(), now: later },
      ),
    ).toEqual({
      kind: 'refused',
      status: 422,
      message: 'The code has expired. Please ask for a new code.',
    })
    const from = ip()
    for (let i = 1; i <= 5; i++) await signIn.requestSignInCode(payload, { email }, { ip: from })
    expect(await signIn.requestSignInCode(payload, { email }, { ip: from })).toMatchObject({
      kind: 'limited',
    })
  })

  it('signs out one device, or every device', async () => {
    const email = uniqueEmail('devices')
    const one = await signedIn(email)
    const two = await signedIn(email)
    const three = await signedIn(email)
    await session.endSession(payload, one)
    expect(await session.sessionEmail(payload, one)).toBeNull()
    expect(await session.sessionEmail(payload, two)).toBe(email)
    await session.endEverySession(payload, email)
    expect(await session.sessionEmail(payload, two)).toBeNull()
    expect(await session.sessionEmail(payload, three)).toBeNull()
  })
})

describe('history and plans', () => {
  it('lists every gift and failed charge of the address, newest first, and no one else’s', async () => {
    const email = uniqueEmail('history')
    const first = await gave(email)
    const second = await gave(email, true)
    await gave(uniqueEmail('other'))
    await sql(`UPDATE donations SET paid_at = now() - interval '2 days' WHERE id = $1`, [
      first.donationId,
    ])
    await sql(`UPDATE donations SET status = 'refunded' WHERE id = $1`, [first.donationId])
    const declined = await staged(donationBody({ email, cc_number: '4000000000000341' }))
    await confirmWith(email, declined.code)

    const h = await history.donorHistory(payload, email)
    expect(h.total).toBe(3)
    expect(h.entries.map((e) => [e.status, e.amountCents])).toEqual([
      ['failed', 12550],
      ['paid', 4000],
      ['refunded', 4000],
    ])
    expect(h.entries[1]).toMatchObject({
      donationId: second.donationId,
      feeCents: 140,
      netCents: 3860,
      brand: 'visa',
      last4: '4242',
      lines: [{ purpose: 'Medical Care', amountCents: 4000 }],
    })
  })

  it('pauses, resumes, changes and cancels a plan; refuses a cancelled plan and another donor’s', async () => {
    const email = uniqueEmail('planner')
    const { planIds } = await gave(email, true)
    const id = planIds[0]!
    const other = uniqueEmail('stranger')
    const foreign = (await gave(other, true)).planIds[0]!

    expect(await plans.changePlan(payload, email, foreign, { action: 'pause' })).toEqual({
      kind: 'refused',
      status: 404,
      message: 'Not found.',
    })
    expect(await plans.changePlan(payload, email, 'x1', { action: 'pause' })).toMatchObject({
      status: 404,
    })
    const paused = await plans.changePlan(payload, email, id, { action: 'pause' })
    expect(paused).toMatchObject({ kind: 'ok', plan: { status: 'paused' } })
    const resumed = await plans.changePlan(payload, email, id, { action: 'resume' })
    expect(resumed).toMatchObject({ kind: 'ok', plan: { status: 'active' } })
    const before = await payload.findByID({
      collection: 'recurring-plans',
      id,
      overrideAccess: true,
    })
    const changed = await plans.changePlan(payload, email, String(id), {
      action: 'change',
      amount: '55.5',
      repeatType: 'weekly',
    })
    expect(changed).toMatchObject({
      kind: 'ok',
      plan: { amountCents: 5550, repeatType: 'weekly', status: 'active' },
    })
    const after = await payload.findByID({
      collection: 'recurring-plans',
      id,
      overrideAccess: true,
    })
    expect(after.nextChargeAt).toBe(before.nextChargeAt)
    expect(
      await plans.changePlan(payload, email, id, {
        action: 'change',
        amount: 0,
        repeatType: 'daily',
      }),
    ).toMatchObject({ kind: 'invalid' })
    expect(await plans.changePlan(payload, email, id, { action: 'cancel' })).toMatchObject({
      kind: 'ok',
      message: 'Your recurring donation is cancelled. Nothing more will be charged.',
    })
    expect(await plans.changePlan(payload, email, id, { action: 'resume' })).toEqual({
      kind: 'refused',
      status: 409,
      message: 'A cancelled recurring donation cannot be changed.',
    })
    const recorded = await payload.find({
      collection: 'donor-actions',
      where: { email: { equals: email } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(recorded.docs.map((d) => [d.actor, d.action])).toEqual([
      ['donor', 'plan pause'],
      ['donor', 'plan resume'],
      ['donor', 'plan change'],
      ['donor', 'plan cancel'],
    ])
    const mails = catcher
      .to(email)
      .filter(
        (m) => m.subject === 'Your recurring donation to the New Egypt Foundation was changed',
      )
    expect(mails).toHaveLength(4)
    expect(mails[2]!.text).toContain('now $55.50, weekly (was $40.00, monthly)')
  })
})

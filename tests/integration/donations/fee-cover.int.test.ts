import { beforeAll, describe, expect, it, vi } from 'vitest'
import { env } from '@/lib/env'
import { payloadSecret } from '@/lib/runtime-config'
import { createXsrfToken, XSRF_COOKIE, XSRF_HEADER } from '@/lib/security/xsrf'
import { summarize, formatUsd } from '@/features/donations/fees'
import {
  catcher,
  codeMails,
  DONATION_RECEIPT,
  donationBody,
  ids,
  ip,
  latestCode,
  setUpDonations,
  sql,
  uniqueEmail,
} from './world'

/**
 * The fee (decision 0102), through the stage and confirm endpoints with the sandbox gateway: the
 * amount the form's summary shows as charged (fees.ts `summarize`, what DonationLines renders) is
 * the amount in the code mail, the gateway's charge, the ledger row, the donation's
 * total/fee/net and the receipt, with the fee covered and without. A repeating line's plan and
 * consent follow the same choice (decision 0103).
 */
// The routes run here outside Next's request scope: work deferred with `after` runs at once.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: unknown) => {
    void Promise.resolve(typeof task === 'function' ? task() : task).catch(() => undefined)
  },
}))

setUpDonations()

type Post = (req: Request) => Promise<Response>
let stageRoute: Post
let confirmRoute: Post
let xsrf = ''

beforeAll(async () => {
  stageRoute = (await import('@/app/api/donation/stage-donation/route')).POST as unknown as Post
  confirmRoute = (await import('@/app/api/donation/stage-donation/confirm/route'))
    .POST as unknown as Post
  xsrf = await createXsrfToken(payloadSecret(env()))
})

const post = (route: Post, path: string, body: unknown, from = ip()) =>
  route(
    new Request(`http://localhost/api/donation/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from,
        cookie: `${XSRF_COOKIE}=${xsrf}`,
        [XSRF_HEADER]: xsrf,
      },
      body: JSON.stringify(body),
    }),
  )

/** Stages `lines` (dollars) with the fee choice, confirms with the mailed code; the records. */
async function give(dollars: string[], coverFee: '1' | '0' | undefined, repeat = false) {
  const email = uniqueEmail(`fee${coverFee ?? 'x'}`)
  const body = donationBody({
    email,
    donations: dollars.map((d, i) => ({
      donation_purpose_id: ids.medical,
      donation_amount: d,
      is_repeat: repeat && i === 0 ? '1' : '0',
      repeat_type: repeat && i === 0 ? 'monthly' : '',
    })),
    ...(coverFee === undefined ? {} : { cover_fee: coverFee }),
  })
  const staged = await post(stageRoute, 'stage-donation', body)
  expect(staged.status, await staged.clone().text()).toBe(200)
  const codeMail = codeMails(email).at(-1)!
  const confirmed = await post(confirmRoute, 'stage-donation/confirm', {
    email,
    otp: latestCode(email),
  })
  expect(confirmed.status, await confirmed.clone().text()).toBe(200)
  const { data } = (await confirmed.json()) as {
    data: { donation_id: number; receipt_number: string }
  }
  const id = data.donation_id
  const [donation] = await sql<{ total: number; fee: number; net: number; charge_id: string }>(
    'SELECT total::int, fee::int, net::int, charge_id FROM donations WHERE id = $1',
    [id],
  )
  const [atGateway] = await sql<{ amount: number }>(
    'SELECT amount_cents::int AS amount FROM sandbox_charges WHERE charge_id = $1',
    [donation!.charge_id],
  )
  const [ledger] = await sql<{ amount: number }>(
    `SELECT amount::int FROM charges WHERE donation_id = $1 AND status = 'succeeded'`,
    [id],
  )
  await vi.waitFor(() => expect(receiptOf(email)).toBeDefined(), { timeout: 10_000 })
  return {
    email,
    data,
    donation: donation!,
    atGateway,
    ledger,
    codeMail,
    receipt: receiptOf(email)!,
  }
}
const receiptOf = (email: string) => catcher.to(email).find((m) => m.subject === DONATION_RECEIPT)
const cents = (dollars: string[]) => dollars.map((d) => Math.round(Number(d) * 100))

describe('the fee: the summary, the code mail, the charge, the record and the receipt agree', () => {
  it('covering the fee charges the summary amount ($50 → $51.81) and the whole $50.00 arrives', async () => {
    const lines = ['30', '20']
    const summary = summarize(cents(lines), true)
    expect(summary).toEqual({ totalCents: 5000, feeCents: 181, netCents: 5000, chargedCents: 5181 })
    const g = await give(lines, '1')
    expect(g.atGateway!.amount).toBe(summary.chargedCents)
    expect(g.ledger!.amount).toBe(summary.chargedCents)
    expect(g.donation).toMatchObject({ total: 5181, fee: 181, net: 5000 })
    expect(g.codeMail.text).toContain('confirm your donation of $51.81 to the New Egypt Foundation')
    expect(g.codeMail.text).toContain(
      'You chose to cover the process fee ($1.81), so $51.81 is charged and your whole gift of $50.00 arrives.',
    )
    for (const line of [
      'Total Donation: $50.00',
      'Process fee: $1.81',
      'Net Donation: $50.00',
      'Amount charged: $51.81',
    ]) {
      expect(g.receipt.text).toContain(line)
    }
    expect(g.data.receipt_number).toBe(`D-${g.data.donation_id}`)
    expect(g.receipt.text).toContain(`Receipt number: ${g.data.receipt_number}`)
  })

  it('without the choice (the spec payload, or cover_fee "0") the fee comes out of the gift: $50 charged, $48.25 net', async () => {
    const summary = summarize([5000], false)
    expect(summary.chargedCents).toBe(5000)
    for (const choice of ['0', undefined] as const) {
      const g = await give(['50'], choice)
      expect(g.atGateway!.amount).toBe(summary.chargedCents)
      expect(g.ledger!.amount).toBe(summary.chargedCents)
      expect(g.donation).toMatchObject({ total: 5000, fee: 175, net: 4825 })
      expect(g.codeMail.text).toContain(`confirm your donation of ${formatUsd(5000)}`)
      expect(g.codeMail.text).not.toContain('cover the process fee')
      expect(g.receipt.text).toContain('Net Donation: $48.25')
      expect(g.receipt.text).toContain('Amount charged: $50.00')
    }
  })

  it('a repeating line with the fee covered: its plan charges the gift with its fee, and the code mail and receipt carry the consent with dates and the portal', async () => {
    const g = await give(['25'], '1', true)
    const [plan] = await sql<{ amount: number; next: Date }>(
      'SELECT amount::int, next_charge_at AS next FROM recurring_plans WHERE email = $1',
      [g.email],
    )
    // $25.00 / 0.965 → $25.91: fee $0.91, net $25.00 on every period.
    expect(plan!.amount).toBe(2591)
    const day = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Africa/Cairo',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(d)
    const consent = `You authorise the New Egypt Foundation to charge your card $25.91 every month for Medical Care: the first time on ${day(new Date())} (Cairo time), then every month, next on ${day(plan!.next)} (Cairo time), until you cancel. You can cancel at any time with the link in each receipt or on your donor page: https://charity.example.org/donor`
    expect(g.codeMail.text.replace(/\s+/g, ' ')).toContain(consent)
    expect(g.receipt.text.replace(/\s+/g, ' ')).toContain(consent)
    expect(g.receipt.text).toContain(
      'Your gifts, receipts and recurring donations are on your donor page: https://charity.example.org/donor',
    )
    // Before: "next charge one month from today".
    expect(g.receipt.text).not.toContain('from today')
  })
})

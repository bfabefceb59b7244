import { beforeAll, describe, expect, it } from 'vitest'
import * as minorUnits from '@/migrations/20261128_214500_money_minor_units'
import { downloadCsv, makeTreasurer, type StaffUser } from './export-download'
import {
  CARDS,
  catcher,
  confirmWith,
  DONATION_RECEIPT,
  donationBody,
  ids,
  payload,
  recurring,
  setUpDonations,
  sql,
  stage,
  staged,
  totals,
  ip,
} from './world'

/**
 * Money in integer minor units (issue 48 part 3, decision 0094). Every money column holds whole
 * cents; the migration converts rows written the old way (dollars with cents). Rows of every kind
 * (a gift with a monthly line, its plan, a recurring charge, a declined charge, a partial
 * refund) are made by the real flows; then the migration's `down` writes them back as the old
 * code stored them, its `up` converts them again, and the database, the donor's history,
 * receipts and plans, the totals, the receipt mail and the CSV exports are the same as before,
 * in the same dollars as ever.
 */
setUpDonations()

const MONEY_COLUMNS = [
  ['donations', 'total, fee, net, refunded'],
  ['donations_lines', 'amount, fee'],
  ['staged_donations', 'total, fee, net'],
  ['staged_donations_lines', 'amount, fee'],
  ['recurring_plans', 'amount'],
  ['charges', 'amount'],
] as const

/** Every money value of the database, as text, in a stable order. */
async function moneyRows(): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {}
  for (const [table, columns] of MONEY_COLUMNS) {
    out[table] = await sql(`SELECT id, ${columns} FROM ${table} ORDER BY id`)
  }
  return out
}

let email = ''
let donationId = 0
let treasurer: StaffUser
let history: typeof import('@/features/donor/history.server')
let receipts: typeof import('@/features/donations/receipts/receipts.server')
let plans: typeof import('@/features/donor/plans.server')
let refund: typeof import('@/features/donations/staff/refund.server')
let receiptMail: typeof import('@/features/donations/mail/receipt.server')

/** The money columns of a CSV export: header → the values, row by row. */
async function csvMoney(collectionSlug: string): Promise<Record<string, string[]>> {
  const [header = [], ...rows] = await downloadCsv(payload, treasurer, { collectionSlug })
  const money = /^(Total|Process fee|Net|Refunded|Amount|Amount per charge)$/
  return Object.fromEntries(
    header.flatMap((h, i) => (money.test(h) ? [[h, rows.map((r) => r[i] ?? '')]] : [])),
  )
}

/** The receipt mail of the donation, sent again now: its text. */
async function receiptText(): Promise<string> {
  const before = catcher.to(email).length
  // Sent again as staff resend it: the first receipt already cleared the one owed (decision 0131).
  await receiptMail.sendReceipt(payload, donationId, { again: true })
  await expect.poll(() => catcher.to(email).length, { timeout: 10_000 }).toBeGreaterThan(before)
  const mail = catcher.to(email).at(-1)!
  expect(mail.subject).toBe(DONATION_RECEIPT)
  // The date line and the cancel link's token differ only by when the mail was written.
  return mail.text.replace(/token=[\w-]+/g, 'token=…')
}

/** What the readers show: the donor's pages and PDFs' data, totals, mails and CSV files. */
async function everythingShown() {
  const year = new Date().getUTCFullYear()
  return {
    history: (await history.donorHistory(payload, email)).entries,
    receipt: await receipts.receiptData(payload, email, donationId),
    statement: await receipts.statementData(payload, email, year),
    plans: await plans.donorPlans(payload, email),
    totals: [...(await totals.paidTotalsByPurpose(payload))],
    mail: await receiptText(),
    csv: {
      donations: await csvMoney('donations'),
      plans: await csvMoney('recurring-plans'),
      charges: await csvMoney('charges'),
    },
  }
}

beforeAll(async () => {
  history = await import('@/features/donor/history.server')
  receipts = await import('@/features/donations/receipts/receipts.server')
  plans = await import('@/features/donor/plans.server')
  refund = await import('@/features/donations/staff/refund.server')
  receiptMail = await import('@/features/donations/mail/receipt.server')
  treasurer = await makeTreasurer(payload, 'cents')

  // $100 + $25.50 monthly: donation, plan, charge; then the plan's next charge.
  const { body, code } = await staged()
  email = body.email
  const confirmed = (await confirmWith(email, code)) as { donationId: number; planIds: number[] }
  donationId = confirmed.donationId
  await sql(`UPDATE recurring_plans SET next_charge_at = now() - interval '1 minute'`)
  expect((await recurring.runRecurringCharges(payload)).charged).toBe(1)
  // A declined card: a failed charge of $33.33 in the ledger.
  const declined = await stage.stageDonation(
    payload,
    donationBody({
      email,
      cc_number: CARDS.chargeDeclined,
      donations: [
        {
          donation_purpose_id: ids.medical,
          donation_amount: '33.33',
          is_repeat: '0',
          repeat_type: '',
        },
      ],
    }),
    { ip: ip() },
  )
  expect(declined).toMatchObject({ kind: 'ok' })
  const declinedCode = /Your one-time code is (\d{6})/.exec(catcher.to(email).at(-1)!.text)![1]!
  expect(await confirmWith(email, declinedCode)).toMatchObject({ kind: 'refused' })
  // $12.34 of the first gift refunded.
  expect(
    await refund.refundDonation(payload, donationId, 1234, crypto.randomUUID(), 'staff'),
  ).toMatchObject({ kind: 'ok', refundedCents: 1234 })
})

describe('money in integer minor units', () => {
  it('stores every amount as whole cents', async () => {
    const [d] = await sql(`SELECT total, fee, net, refunded FROM donations WHERE id = $1`, [
      donationId,
    ])
    expect(d).toEqual({ total: '12550', fee: '439', net: '12111', refunded: '1234' })
    expect(
      await sql(`SELECT amount, fee FROM donations_lines WHERE _parent_id = $1 ORDER BY _order`, [
        donationId,
      ]),
    ).toEqual([
      { amount: '10000', fee: '350' },
      { amount: '2550', fee: '89' },
    ])
    expect(await sql(`SELECT amount FROM recurring_plans`)).toEqual([{ amount: '2550' }])
    expect((await sql(`SELECT amount FROM charges ORDER BY id`)).map((r) => r.amount)).toEqual([
      '12550',
      '2550',
      '3333',
    ])
    for (const rows of Object.values(await moneyRows()))
      for (const row of rows)
        for (const [k, v] of Object.entries(row))
          if (k !== 'id' && v !== null)
            expect(Number.isSafeInteger(Number(v)), `${k}=${v}`).toBe(true)
  })

  it('converts rows written the old way (dollars) and shows every amount as before', async () => {
    const rows = await moneyRows()
    const shown = await everythingShown()

    // The old way: what the code before this change stored (dollars with cents).
    await minorUnits.down({ db: payload.db.drizzle, payload } as never)
    const [old] = await sql(`SELECT total, fee, net, refunded FROM donations WHERE id = $1`, [
      donationId,
    ])
    expect(Object.values(old!).map(Number)).toEqual([125.5, 4.39, 121.11, 12.34])
    expect(
      (await sql(`SELECT amount FROM charges ORDER BY id`)).map((r) => Number(r.amount)),
    ).toEqual([125.5, 25.5, 33.33])

    await minorUnits.up({ db: payload.db.drizzle, payload } as never)
    expect(await moneyRows()).toEqual(rows)
    expect(await everythingShown()).toEqual(shown)

    // … and those are the dollars shown before the change.
    for (const line of [
      '- Medical Care: $100.00, process fee $3.50',
      '- Education Support: $25.50 (repeats monthly), process fee $0.89',
      'Total Donation: $125.50',
      'Process fee: $4.39',
      'Net Donation: $121.11',
      // The plan's consent (decision 0103): amount, frequency, dates, how to cancel.
      '- You authorise the New Egypt Foundation to charge your card $25.50 every month for Education Support: the first time on',
    ])
      expect(shown.mail).toContain(line)
    expect(shown.receipt?.gifts[0]).toMatchObject({ amountCents: 12550, refundedCents: 1234 })
    expect(shown.plans.map((p) => p.amountCents)).toEqual([2550])
    expect(new Map(shown.totals).get(ids.medical)).toBe(100)
    expect(new Map(shown.totals).get(ids.education)).toBe(51)
    // Major units with two decimals beside the currency column (decision 0105).
    expect(shown.csv.donations).toMatchObject({
      Total: expect.arrayContaining(['125.50', '25.50']),
      'Process fee': expect.arrayContaining(['4.39', '0.89']),
      Net: expect.arrayContaining(['121.11', '24.61']),
      Refunded: expect.arrayContaining(['12.34']),
    })
    expect(shown.csv.plans['Amount per charge']).toEqual(['25.50'])
    expect([...shown.csv.charges.Amount!].sort()).toEqual(['125.50', '25.50', '33.33'])
  })
})

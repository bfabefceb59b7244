import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasPdftotext, pdfText } from '../../helpers/pdf-text'
import {
  confirmWith,
  donationBody,
  ids,
  payload,
  setUpDonations,
  sql,
  staged,
  uniqueEmail,
} from './world'

/**
 * EGP and USD apart, Zakat / Sadaqah / general totals (issue 44 items 1 and 4, reporting side):
 * the treasurer's home and a donor's yearly statement never add pounds to dollars, and total
 * each designation. Gifts are made by the real flow; their currency and designations are then
 * set as the form's currency choice will write them (the fields of decision 0113).
 */
setUpDonations()

const email = uniqueEmail('two-currencies')
const nbsp = '\u00a0'
let board: typeof import('@/features/backoffice/dashboard.server')
let view: typeof import('@/features/backoffice/components/DashboardView')
let receipts: typeof import('@/features/donations/receipts/receipts.server')
let pdf: typeof import('@/features/donations/receipts/pdf.server')
const gift = { usdMixed: 0, egpZakat: 0, egpGeneral: 0, usdZakat: 0 }

/** A gift of one donor by the real flow: its id. */
async function give(lines: [number, number][]): Promise<number> {
  const { body, code } = await staged(
    donationBody({
      email,
      donations: lines.map(([purpose, amount]) => ({
        donation_purpose_id: purpose,
        donation_amount: amount,
        is_repeat: '0',
        repeat_type: '',
      })),
    }),
  )
  return ((await confirmWith(body.email, code)) as { donationId: number }).donationId
}

const designate = (id: number, order: number, designation: string) =>
  sql(`UPDATE donations_lines SET designation = $3 WHERE _parent_id = $1 AND _order = $2`, [
    id,
    order,
    designation,
  ])
const inEgp = async (id: number) => {
  await sql(`UPDATE donations SET currency = 'EGP' WHERE id = $1`, [id])
  await sql(`UPDATE charges SET currency = 'EGP' WHERE donation_id = $1`, [id])
}

beforeAll(async () => {
  board = await import('@/features/backoffice/dashboard.server')
  view = await import('@/features/backoffice/components/DashboardView')
  receipts = await import('@/features/donations/receipts/receipts.server')
  pdf = await import('@/features/donations/receipts/pdf.server')
  gift.usdMixed = await give([
    [ids.medical, 100],
    [ids.education, 25.5],
  ])
  await designate(gift.usdMixed, 2, 'sadaqah')
  gift.egpZakat = await give([[ids.medical, 500]])
  await inEgp(gift.egpZakat)
  await designate(gift.egpZakat, 1, 'zakat')
  gift.egpGeneral = await give([[ids.education, 200]])
  await inEgp(gift.egpGeneral)
  gift.usdZakat = await give([[ids.medical, 40]])
  await designate(gift.usdZakat, 1, 'zakat')
}, 60_000)

/** The net of the gifts in a currency, as stored. */
const netOf = async (currency: string) =>
  Number(
    (
      await sql<{ cents: string }>(
        `SELECT sum(net)::bigint AS cents FROM donations WHERE currency = $1`,
        [currency],
      )
    )[0]!.cents,
  )

describe("the treasurer's home", () => {
  it('shows the net of each currency apart, and each designation per currency', async () => {
    const data = await board.loadDashboard(payload, { roles: ['treasurer'] }, new Date(), {
      smtpConfigured: true,
    })
    const { figures, byDesignation } = data.panels.gifts!
    const usd = await netOf('USD')
    const egp = await netOf('EGP')
    expect(figures[0]).toMatchObject({
      label: 'Today',
      count: 4,
      amounts: [
        { currency: 'USD', cents: usd },
        { currency: 'EGP', cents: egp },
      ],
    })
    expect(byDesignation.map(({ label, count, amounts }) => ({ label, count, amounts }))).toEqual([
      {
        label: 'Zakat',
        count: 2,
        amounts: [
          { currency: 'USD', cents: 4000 },
          { currency: 'EGP', cents: 50000 },
        ],
      },
      { label: 'Sadaqah', count: 1, amounts: [{ currency: 'USD', cents: 2550 }] },
      {
        label: 'General',
        count: 2,
        amounts: [
          { currency: 'USD', cents: 10000 },
          { currency: 'EGP', cents: 20000 },
        ],
      },
    ])
    expect(decodeURIComponent(byDesignation[0]!.href)).toContain(
      '[lines.designation][equals]=zakat',
    )

    const html = renderToStaticMarkup(createElement(view.DashboardView, { data }))
    expect(html).toContain(`EGP${nbsp}500.00 given`)
    expect(html).toContain(`$40.00 given`)
    // Never one figure of pounds and dollars added.
    const sum = ((usd + egp) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })
    expect(html).not.toContain(sum)
    const recent = data.panels.recentGifts!.items.find((i) => i.href.endsWith(`/${gift.egpZakat}`))
    expect(recent?.meta).toBe(`EGP${nbsp}500.00`)
  })
})

describe("a donor's yearly statement", () => {
  const year = new Date().getUTCFullYear()

  it('totals each currency apart and each designation within it', async () => {
    const data = (await receipts.statementData(payload, email, year))!
    expect(data.gifts.map((g) => g.currency)).toEqual(['USD', 'EGP', 'EGP', 'USD'])
    expect(data.totals).toEqual([
      { currency: 'USD', cents: 16550 },
      { currency: 'EGP', cents: 70000 },
    ])
    expect(data.designations).toEqual([
      { designation: 'general', currency: 'USD', cents: 10000 },
      { designation: 'general', currency: 'EGP', cents: 20000 },
      { designation: 'zakat', currency: 'USD', cents: 4000 },
      { designation: 'zakat', currency: 'EGP', cents: 50000 },
      { designation: 'sadaqah', currency: 'USD', cents: 2550 },
    ])
  })

  it.skipIf(!hasPdftotext)('prints a total per currency and the designations', async () => {
    const data = (await receipts.statementData(payload, email, year))!
    // Amounts with the currency's code (decision 0112); pdftotext writes no-break spaces as spaces.
    const text = pdfText(await pdf.receiptPdf(data, 'en', year)).replace(/[\u202a-\u202e]/g, '')
    expect(text).toContain(`Total donations in ${year}: USD 165.50`)
    expect(text).toContain(`Total donations in ${year}: EGP 700.00`)
    expect(text).toContain('By designation')
    expect(text).toContain(`Zakat: EGP 500.00`)
    expect(text).toContain('Sadaqah: USD 25.50')
    expect(text).toContain(`• Medical Care · Zakat: EGP 500.00`)
    expect(text).not.toContain('865.50')
    // Without the direction marks pdftotext puts around each run.
    const ar = pdfText(await pdf.receiptPdf(data, 'ar', year)).replace(/[\u202a-\u202e]/g, '')
    expect(ar).toContain('ج.م')
    expect(ar).toContain('دولار')
  })
})

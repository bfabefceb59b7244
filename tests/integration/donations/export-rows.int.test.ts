import { beforeAll, describe, expect, it } from 'vitest'
import { csvTime } from '@/lib/clock'
import {
  byHeader,
  callExports,
  downloadCsv,
  makeTreasurer,
  type StaffUser,
} from './export-download'
import { confirmWith, donationBody, ids, payload, setUpDonations, sql, staged } from './world'

/**
 * The treasurer's CSV exports (issue 45 item 3, decision 0105), downloaded through the import-
 * export plugin's endpoint as the back office's Export drawer sends it: the drawer fills its
 * limit with the list's page size (10) and its page with the list's page, which exported 10 of
 * 11 rows. Every row of the filter is written, with human columns, purpose names, e-mail, fee,
 * net, refunded, receipt number, currency and designation, dates in Cairo time as a spreadsheet
 * reads them, money in major units beside its currency (EGP and USD apart, issue 44), Zakat /
 * Sadaqah / general amounts per gift, and a formula cell escaped.
 */
setUpDonations()

const FORMULA = '=HYPERLINK("http://x","y")'
const GIFTS = 25
let treasurer: StaffUser
let formulaGift = 0
let egpGifts: number[] = []

/** What the drawer posts from a list of 10 rows a page, on its second page. */
const drawer = (collectionSlug: string, where: object = {}) => ({
  collectionSlug,
  name: 'treasurer-export',
  limit: 10,
  page: 2,
  fields: ['id', 'total'],
  sort: '-createdAt',
  locale: 'all',
  where,
})

beforeAll(async () => {
  treasurer = await makeTreasurer(payload, 'exports')
  // The first gift: a street a spreadsheet would run, two lines, the second monthly (a plan).
  const first = await staged(donationBody({ street: FORMULA }))
  expect(await confirmWith(first.body.email, first.code)).toMatchObject({ kind: 'ok' })
  // 24 more one-line gifts, one in two for Education Support.
  for (let i = 1; i < GIFTS; i++) {
    const purpose = i % 2 ? ids.education : ids.medical
    const { body, code } = await staged(
      donationBody({
        donations: [
          {
            donation_purpose_id: purpose,
            donation_amount: 10 + i,
            is_repeat: '0',
            repeat_type: '',
          },
        ],
      }),
    )
    expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'ok' })
  }
  const [row] = await sql<{ id: number }>(`SELECT id FROM donations WHERE address_street = $1`, [
    FORMULA,
  ])
  formulaGift = row!.id
  // One partial refund, to see the column; the first gift's monthly line given as Sadaqah.
  await sql(`UPDATE donations SET refunded = 1234 WHERE id = $1`, [formulaGift])
  await sql(
    `UPDATE donations_lines SET designation = 'sadaqah' WHERE _parent_id = $1 AND _order = 2`,
    [formulaGift],
  )
  await sql(`UPDATE recurring_plans SET designation = 'sadaqah'`)
  // Four gifts in Egyptian pounds given as Zakat (the form's currency choice is another piece
  // of work: the records are what it will write, decision 0113).
  egpGifts = (
    await sql<{ id: number }>(`SELECT id FROM donations WHERE id <> $1 ORDER BY id LIMIT 4`, [
      formulaGift,
    ])
  ).map((r) => r.id)
  await sql(`UPDATE donations SET currency = 'EGP' WHERE id = ANY($1)`, [egpGifts])
  await sql(`UPDATE charges SET currency = 'EGP' WHERE donation_id = ANY($1)`, [egpGifts])
  await sql(`UPDATE donations_lines SET designation = 'zakat' WHERE _parent_id = ANY($1)`, [
    egpGifts,
  ])
}, 120_000)

describe('the donations export', () => {
  it('writes every row of the filter whatever the list page size and page', async () => {
    const rows = byHeader(await downloadCsv(payload, treasurer, drawer('donations')))
    expect(rows).toHaveLength(GIFTS)
    expect(new Set(rows.map((r) => r['Receipt number'])).size).toBe(GIFTS)
    // A filter: the gifts to Education Support (12 one-line gifts and the first gift's line).
    const education = byHeader(
      await downloadCsv(
        payload,
        treasurer,
        drawer('donations', { purposes: { contains: ids.education } }),
      ),
    )
    expect(education).toHaveLength(13)
    expect(education.every((r) => r.Purpose!.includes('Education Support'))).toBe(true)
  })

  it('names its columns for people and writes each cell as a treasurer reads it', async () => {
    const csv = await downloadCsv(payload, treasurer, drawer('donations'))
    expect(csv[0]).toEqual([
      'Receipt number',
      'Date (Cairo time)',
      'Status',
      'Kind',
      'Donor',
      'Email',
      'Phone',
      'Purpose',
      'Designation',
      'Currency',
      'Total',
      'Process fee',
      'Net',
      'Refunded',
      'General amount',
      'Zakat amount',
      'Sadaqah amount',
      'Card',
      'Gateway',
      'Gateway charge id',
      'Street',
      'City',
      'State',
      'Country',
      'ZIP / postal code',
      'Recurring plan',
      'Notes',
    ])
    const [stored] = await sql<Record<string, string> & { paid_at: Date }>(
      `SELECT email, paid_at, total, fee, net, plan_id FROM donations WHERE id = $1`,
      [formulaGift],
    )
    const row = byHeader(csv).find((r) => r['Receipt number'] === `D-${formulaGift}`)!
    const major = (cents: unknown) => (Number(cents) / 100).toFixed(2)
    expect(row).toMatchObject({
      'Date (Cairo time)': csvTime(stored!.paid_at, 'Africa/Cairo'),
      Status: 'Paid',
      Kind: 'Donation form',
      Donor: 'Amira Fawzy',
      Email: stored!.email,
      // A phone in E.164 is a number, not a formula: no apostrophe (decision 0105).
      Phone: '+201001234567',
      Purpose: 'Medical Care; Education Support',
      Designation: 'General; Sadaqah',
      Currency: 'USD',
      Total: '125.50',
      'Process fee': major(stored!.fee),
      Net: major(stored!.net),
      Refunded: '12.34',
      'General amount': '100.00',
      'Zakat amount': '0.00',
      'Sadaqah amount': '25.50',
      Street: `'${FORMULA}`,
      City: 'Cairo',
      Country: 'Egypt',
    })
    expect(row['Date (Cairo time)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
    // No cell of the file starts like a formula, plain numbers (phones) aside.
    const cells = csv.flat()
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !/^[+-]\d+(\.\d+)?$/.test(c))).toEqual([])
  })

  it('writes each gift in its own currency, with its Zakat amount, never one sum', async () => {
    const rows = byHeader(await downloadCsv(payload, treasurer, drawer('donations')))
    const egp = rows.filter((r) => r.Currency === 'EGP')
    expect(egp.map((r) => r['Receipt number']).sort()).toEqual(
      egpGifts.map((id) => `D-${id}`).sort(),
    )
    for (const r of egp) {
      expect(r.Designation).toBe('Zakat')
      expect(r['Zakat amount']).toBe(r.Total)
      expect(r['General amount']).toBe('0.00')
    }
    expect(rows.filter((r) => r.Currency === 'USD')).toHaveLength(GIFTS - egpGifts.length)
    // A filter by currency is the filter the list offers.
    const onlyEgp = await downloadCsv(
      payload,
      treasurer,
      drawer('donations', { currency: { equals: 'EGP' } }),
    )
    expect(onlyEgp).toHaveLength(egpGifts.length + 1)
  })

  it('answers a filter without rows with the same header', async () => {
    const csv = await downloadCsv(
      payload,
      treasurer,
      drawer('donations', { status: { equals: 'disputed' } }),
    )
    expect(csv).toHaveLength(1)
    expect(csv[0]?.slice(0, 3)).toEqual(['Receipt number', 'Date (Cairo time)', 'Status'])
  })

  it('offers no limit, page or column choice in the drawer (the server drops them too)', () => {
    const named = (fields: unknown[]): Record<string, unknown>[] =>
      (fields as Record<string, unknown>[]).flatMap((f) => [
        f,
        ...(Array.isArray(f.fields) ? named(f.fields) : []),
      ])
    const drawer = named(payload.collections.exports.config.fields)
    for (const name of ['limit', 'page', 'fields']) {
      const field = drawer.find((f) => f.name === name) as { admin?: { disabled?: boolean } }
      expect(field?.admin?.disabled, name).toBe(true)
    }
    expect(
      (drawer.find((f) => f.name === 'where') as { admin?: { disabled?: boolean } }).admin
        ?.disabled,
    ).toBeFalsy()
  })

  it('previews the columns and counts every row, not the page size', async () => {
    const res = await callExports(payload, treasurer, '/export-preview', {
      ...drawer('donations'),
      format: 'csv',
      previewLimit: 10,
      previewPage: 1,
    })
    expect(res.status).toBe(200)
    const preview = (await res.json()) as { totalDocs: number; docs: Record<string, unknown>[] }
    expect(preview.totalDocs).toBe(GIFTS)
    expect(Object.keys(preview.docs[0] ?? {})).toContain('Receipt number')
  })
})

describe('the plans and charges exports', () => {
  it('write every charge with its currency, amount and receipt number', async () => {
    const rows = byHeader(await downloadCsv(payload, treasurer, drawer('charges')))
    expect(rows).toHaveLength(GIFTS)
    const first = rows.find((r) => r['Receipt number'] === `D-${formulaGift}`)!
    expect(first).toMatchObject({
      Kind: 'Donation form',
      Status: 'Succeeded',
      Currency: 'USD',
      Amount: '125.50',
    })
    const egp = rows.filter((r) => r.Currency === 'EGP').map((r) => r['Receipt number'])
    expect(egp.sort()).toEqual(egpGifts.map((id) => `D-${id}`).sort())
  })

  it('write the plan with its purpose by name and its dates in Cairo time', async () => {
    const rows = byHeader(await downloadCsv(payload, treasurer, drawer('recurring-plans')))
    expect(rows).toEqual([
      expect.objectContaining({
        Status: 'Active',
        Donor: 'Amira Fawzy',
        Purpose: 'Education Support',
        Designation: 'Sadaqah',
        Currency: 'USD',
        'Amount per charge': '25.50',
        Repeat: 'Monthly',
        'Started by receipt': `D-${formulaGift}`,
        'Next charge (Cairo time)': expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      }),
    ])
  })
})

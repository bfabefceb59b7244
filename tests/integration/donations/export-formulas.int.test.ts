import { parse } from 'csv-parse/sync'
import type { PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { confirmWith, donationBody, payload, setUpDonations, staged } from './world'

/**
 * Issue 47, M3: the import-export plugin's CSV files of donations, plans and charges wrote a
 * donor's text as it was, so a street `=HYPERLINK(…)` ran as a formula in the treasurer's
 * spreadsheet. Downloaded here as the back office downloads them (the plugin's endpoint).
 */
setUpDonations()

const FORMULA = '=HYPERLINK("http://x","y")'
let treasurer: { id: number; collection: 'users'; roles: ['treasurer'] }

beforeAll(async () => {
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: 'treasurer.m3@newegypt.example',
      password: 'm3-Test-2026-pw',
      roles: ['treasurer'],
    },
  })
  treasurer = { id: user.id, collection: 'users', roles: ['treasurer'] }
  // A confirmed gift with a monthly line: a donation, a plan started by it and its first charge.
  const { body, code } = await staged(donationBody({ street: FORMULA }))
  expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'ok' })
  // Plans and charges export their relations as ids: the donor's text they carry (the plan's
  // donor name, the gateway's message of a charge) is given the same value here.
  const plans = await payload.find({ collection: 'recurring-plans', overrideAccess: true })
  const charges = await payload.find({ collection: 'charges', overrideAccess: true })
  expect(plans.docs.length * charges.docs.length).toBeGreaterThan(0)
  await payload.db.drizzle.execute(`UPDATE recurring_plans SET donor_name = '${FORMULA}'`)
  await payload.db.drizzle.execute(`UPDATE charges SET message = '${FORMULA}'`)
})

async function download(collectionSlug: string): Promise<string[][]> {
  const handler = (payload.collections.exports.config.endpoints || []).find(
    (e) => e.path === '/download',
  )
  if (!handler) throw new Error('no download endpoint')
  const raw = new Request('http://site.test/api/exports/download', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { collectionSlug, format: 'csv' } }),
  })
  const req = Object.assign(raw, {
    payload,
    user: treasurer,
    i18n: { t: (k: string) => k },
    routeParams: {},
    searchParams: new URLSearchParams(),
  }) as unknown as PayloadRequest
  const res = await handler.handler(req)
  expect(res.status, await res.clone().text()).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
  return parse(await res.text(), { bom: true, relaxColumnCount: true }) as string[][]
}

describe("the plugin's CSV exports", () => {
  it.each(['donations', 'recurring-plans', 'charges'])(
    'write a donor text that starts like a formula as text in %s',
    async (collection) => {
      const cells = (await download(collection)).flat()
      const withFormula = cells.filter((cell) => cell.includes('HYPERLINK'))
      // The text is in the file …
      expect(withFormula.length, collection).toBeGreaterThan(0)
      // … and every such cell starts with the apostrophe a spreadsheet shows as text.
      expect(
        withFormula.every((cell) => cell === `'${FORMULA}`),
        withFormula.join(' | '),
      ).toBe(true)
      expect(cells.some((cell) => /^[=+@\t\r]/.test(cell))).toBe(false)
    },
  )
})

import { beforeAll, describe, expect, it } from 'vitest'
import { downloadCsv, makeTreasurer, type StaffUser } from './export-download'
import { confirmWith, donationBody, payload, setUpDonations, staged } from './world'

/**
 * Issue 47, M3: the import-export plugin's CSV files of donations, plans and charges wrote a
 * donor's text as it was, so a street `=HYPERLINK(…)` ran as a formula in the treasurer's
 * spreadsheet. Downloaded here as the back office downloads them (the plugin's endpoint).
 */
setUpDonations()

const FORMULA = '=HYPERLINK("http://x","y")'
let treasurer: StaffUser

beforeAll(async () => {
  treasurer = await makeTreasurer(payload, 'm3')
  // A confirmed gift with a monthly line: a donation, a plan started by it and its first charge.
  const { body, code } = await staged(donationBody({ street: FORMULA }))
  expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'ok' })
  // The donor's text plans and charges carry (the plan's donor name, the gateway's message of
  // a charge) is given the same value here.
  const plans = await payload.find({ collection: 'recurring-plans', overrideAccess: true })
  const charges = await payload.find({ collection: 'charges', overrideAccess: true })
  expect(plans.docs.length * charges.docs.length).toBeGreaterThan(0)
  await payload.db.drizzle.execute(`UPDATE recurring_plans SET donor_name = '${FORMULA}'`)
  await payload.db.drizzle.execute(`UPDATE charges SET message = '${FORMULA}'`)
})

const download = (collectionSlug: string) => downloadCsv(payload, treasurer, { collectionSlug })

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
      // Nothing else starts like a formula but a plain number (a phone in E.164, decision 0105).
      const formulaLike = cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !/^[+-]\d+$/.test(c))
      expect(formulaLike).toEqual([])
    },
  )
})

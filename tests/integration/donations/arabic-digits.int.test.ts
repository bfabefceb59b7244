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
  wrongCodeFor,
  setUpDonations,
} from './world'

/**
 * Issue 42: what an Egyptian Android keyboard types reaches the server as it was typed: Arabic-Indic
 * digits, spaces between groups, compound names. The server reads it with the same field
 * builders as the browser, so the donation code, the donor's sign-in code and every numeric
 * field work; a wrong code in Arabic digits is still wrong.
 */
setUpDonations()

let signIn: typeof import('@/features/donor/sign-in.server')
beforeAll(async () => {
  signIn = await import('@/features/donor/sign-in.server')
})

/** The code as an Arabic keyboard types it, with a space in the middle. */
const arabic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace(/^(...)/, '$1 ')

const year = String(new Date().getFullYear() + 3)

describe('numbers typed in Arabic digits, on the server', () => {
  it('stages a gift typed in Arabic digits with compound names, and confirms it with an Arabic-digit code', async () => {
    const body = donationBody({
      first_name: 'عبد الرحمن',
      last_name: 'عبد الله',
      phone: '٠١٠٠ ١٢٣ ٤٥٦٧',
      cc_number: '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢',
      cc_exp_month: '٥',
      cc_exp_year: arabic(year).replace(' ', ''),
      cc_cvc: '١٢٣',
      zip_code: '١١٥١٩',
      donations: [
        {
          donation_purpose_id: ids.medical,
          donation_amount: '١٢٫٥٠',
          is_repeat: '0',
          repeat_type: '',
        },
      ],
    })
    const { id, code } = await staged(body)
    const stagedDoc = await payload.findByID({
      collection: 'staged-donations',
      id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stagedDoc).toMatchObject({
      firstName: 'عبد الرحمن',
      lastName: 'عبد الله',
      phone: '+201001234567',
      total: 1250,
    })

    // A wrong code typed in Arabic digits is wrong; the right one typed so is right.
    expect(await confirmWith(body.email, arabic(wrongCodeFor(code)))).toMatchObject({
      kind: 'refused',
      status: 422,
    })
    const result = await confirmWith(body.email, arabic(code))
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ok' })
  })

  it("signs a donor in with the portal's code typed in Arabic digits", async () => {
    const email = uniqueEmail('arabic-portal')
    const { code } = await staged(donationBody({ email }))
    expect(await confirmWith(email, code)).toMatchObject({ kind: 'ok' })

    expect(await signIn.requestSignInCode(payload, { email }, { ip: ip() })).toMatchObject({
      kind: 'ok',
    })
    const mail = catcher
      .to(email)
      .filter((m) => m.subject === 'Your New Egypt Foundation sign-in code')
      .at(-1)
    const signInCode = /Your one-time code is (\d{6})/.exec(mail?.text ?? '')?.[1]
    expect(signInCode).toMatch(/^\d{6}$/)
    const r = await signIn.verifySignInCode(
      payload,
      { email, code: arabic(signInCode!) },
      { ip: ip() },
    )
    expect(r).toMatchObject({ kind: 'ok', email })
  })
})

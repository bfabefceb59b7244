import { beforeAll, describe, expect, it } from 'vitest'
import { expectArabicMail } from '../../helpers/arabic-mail'
import type { CaughtMail } from '../../helpers/smtp-catcher'
import {
  payload,
  catcher,
  ids,
  ip,
  uniqueEmail,
  donationBody,
  staged,
  confirmWith,
  setUpDonations,
  sql,
} from '../donations/world'

/**
 * The donor portal's mails in Arabic when the page was Arabic (issue 17 item 6): the sign-in
 * code and the notice of a plan change; the treasurer's record stays English.
 */
setUpDonations()

let signIn: typeof import('@/features/donor/sign-in.server')
let plans: typeof import('@/features/donor/plans.server')
beforeAll(async () => {
  signIn = await import('@/features/donor/sign-in.server')
  plans = await import('@/features/donor/plans.server')
})

describe('donor portal mails in Arabic', () => {
  it('sends the sign-in code and the plan-change notice in Arabic from an Arabic page', async () => {
    const email = uniqueEmail('arabic-donor')
    // The purpose's Arabic name, as the seed gives it (this file's fixtures have none).
    await sql(`UPDATE purposes SET name_ar = 'الرعاية الطبية' WHERE id = $1`, [ids.medical])
    const { code } = await staged(
      donationBody({
        email,
        donations: [
          {
            donation_purpose_id: ids.medical,
            donation_amount: '40',
            is_repeat: '1',
            repeat_type: 'monthly',
          },
        ],
      }),
    )
    const { planIds } = (await confirmWith(email, code)) as { planIds: number[] }

    // The portal's notice under the code field is in the page's language too.
    expect(
      await signIn.requestSignInCode(payload, { email }, { ip: ip(), locale: 'ar' }),
    ).toMatchObject({
      kind: 'ok',
      message:
        'إن كان هذا العنوان يستطيع الدخول فالرمز المكوّن من 6 أرقام في الطريق. تنتهي صلاحيته بعد 10 دقائق.',
    })
    const signInMail = catcher.to(email).find((m) => m.subject.includes('رمز الدخول'))
    expectArabicMail(signInMail)
    expect(signInMail!.text).toMatch(/رمزك لمرة واحدة هو \d{6}/)
    expect(signInMail!.text).toContain('/ar/donor')

    const changed = await plans.changePlan(
      payload,
      email,
      planIds[0],
      { action: 'change', amount: '55', repeatType: 'weekly' },
      'donor',
      'ar',
    )
    expect(changed).toMatchObject({
      kind: 'ok',
      message: 'تم تحديث تبرعك المتكرر. أرسلنا إليك رسالة.',
    })
    let notice: CaughtMail | undefined
    await expect
      .poll(
        () =>
          (notice = catcher
            .to(email)
            .find((m) => m.subject === 'تم تغيير تبرعك الدوري لمؤسسة مصر الجديدة')),
      )
      .toBeDefined()
    expectArabicMail(notice, ['Amira Fawzy'])
    expect(notice!.text).toMatch(
      /أصبح ٥٥٫٠٠\sدولار أمريكي أسبوعيًا \(بدلًا من ٤٠٫٠٠\sدولار أمريكي شهريًا\)\./,
    )
    // The treasurer's record stays English.
    const recorded = await payload.find({
      collection: 'donor-actions',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(recorded.docs[0]?.detail).toContain('now $55.00, weekly (was $40.00, monthly).')
  })
})

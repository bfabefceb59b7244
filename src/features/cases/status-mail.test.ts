import { describe, expect, it } from 'vitest'
import { statusMail } from './status-mail'

describe('status mail', () => {
  it('speaks the language of the request', () => {
    expect(statusMail('en', 'Mona', 'under-review')).toEqual({
      subject: 'Your assistance request is now under review',
      text: 'Dear Mona,\n\nThe status of your assistance request has changed to: under review.\n\nNew Egypt Foundation',
    })
    expect(statusMail('ar', 'منى', 'assisted').subject).toBe(
      'تحديث حالة طلب المساعدة: تمت المساعدة',
    )
  })
  it('keeps control characters out of the text', () => {
    expect(statusMail('en', 'A\r\nBcc: x', 'new').text).toContain('Dear A Bcc: x,')
  })
})

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

describe('status mail with a reference', () => {
  it('names the reference and the status page in the request language', () => {
    const follow = { reference: 'K7QM4ZP2', statusUrl: 'https://example.org/caseStatusEn' }
    expect(statusMail('en', 'Mona', 'approved', follow).text).toBe(
      'Dear Mona,\n\nThe status of your assistance request has changed to: approved.\n\nYour reference: K7QM4ZP2\nFollow your request at: https://example.org/caseStatusEn\n\nNew Egypt Foundation',
    )
    expect(statusMail('ar', 'منى', 'approved', follow).text).toContain(
      'الرقم المرجعي لطلبك: K7QM4ZP2',
    )
  })
})

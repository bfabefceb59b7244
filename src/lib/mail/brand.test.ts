import { describe, expect, it } from 'vitest'
import { brandedMail, htmlFromText, mailLocale, textFromHtml, unsubscribeUrlOf } from './brand'

const facts = {
  legalName: 'New Egypt Foundation',
  address: 'New Egypt Foundation\n1 Nile St\nالقاهرة',
}
const logo = Buffer.from('png')

describe('the mail layout', () => {
  it('reads the language from the HTML, else from the letters of a text-only mail', () => {
    expect(mailLocale({ html: '<html lang="ar" dir="rtl"><body>x</body></html>' })).toBe('ar')
    expect(mailLocale({ html: '<html lang="en"><body>مرحبا بكم جميعا</body></html>' })).toBe('en')
    expect(mailLocale({ subject: 'تم رد تبرعك', text: 'السيد/ة Amira، رددنا 5 دولار' })).toBe('ar')
    expect(mailLocale({ subject: 'Refunded', text: 'Dear أميرة, we refunded it.' })).toBe('en')
  })

  it('turns text into escaped paragraphs with links, and HTML back into text', () => {
    expect(htmlFromText('Dear <Amira>,\n\nOpen https://x.example/a?b=1&c=2.\nThanks')).toBe(
      '<p>Dear &lt;Amira&gt;,</p>\n<p>Open <a href="https://x.example/a?b=1&amp;c=2">https://x.example/a?b=1&amp;c=2</a>.<br>Thanks</p>',
    )
    expect(
      textFromHtml(
        '<!doctype html><html><body><p>Reset it <a href="https://x.example/r/1">here</a> &amp; now.</p><p>Bye<br>Team</p></body></html>',
      ),
    ).toBe('Reset it here (https://x.example/r/1) & now.\n\nBye\nTeam')
  })

  it('finds the marked unsubscribe link only', () => {
    expect(unsubscribeUrlOf('<a href="https://x/a">a</a>')).toBeUndefined()
    expect(unsubscribeUrlOf('<a href="https://x/u?t=1" data-unsubscribe>u</a>')).toBe(
      'https://x/u?t=1',
    )
  })

  it('lays a mail out once, keeping its files and adding the logo inline', () => {
    const pdf = { filename: 'r.pdf', content: Buffer.from('%PDF'), contentType: 'application/pdf' }
    const once = brandedMail({ subject: 'Hi', text: 'Hello', attachments: [pdf] }, facts, logo)
    expect(once.html).toContain('<p>Hello</p>')
    expect(once.html).toContain(
      '<strong>New Egypt Foundation</strong><br><span dir="ltr">1 Nile St</span><br><span dir="rtl">القاهرة</span>',
    )
    expect(once.attachments).toEqual([
      pdf,
      { filename: 'logo.png', content: logo, contentType: 'image/png', cid: 'logo@newegypt.mail' },
    ])
    expect(once.text).toBe('Hello')
    expect(brandedMail(once, facts, logo)).toBe(once)
  })

  it('names the foundation in Arabic in an Arabic footer, and sets List-Unsubscribe', () => {
    const mail = brandedMail(
      {
        subject: 'تأكيد',
        html: '<html lang="ar" dir="rtl"><body><a href="https://x/u?t=1&amp;l=ar" data-unsubscribe>إلغاء</a></body></html>',
      },
      facts,
      logo,
    )
    expect(mail.html).toContain(
      '<strong>مؤسسة مصر الجديدة</strong><br><span dir="ltr">1 Nile St</span>',
    )
    expect(mail.html).toContain('إلغاء الاشتراك</a>')
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://x/u?t=1&l=ar>' })
    expect(mail.text).toBe('إلغاء (https://x/u?t=1&l=ar)')
  })
})

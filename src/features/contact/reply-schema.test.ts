import { describe, expect, it } from 'vitest'
import { REPLY_TEXTS, replySchemaIn } from './reply-schema'

const ARABIC = /\p{Script=Arabic}/u

/** The reply panel of a contact message, read by a staff member who picked Arabic. */
describe('the reply panel in Arabic', () => {
  it('has every text of the English panel, written in Arabic', () => {
    expect(Object.keys(REPLY_TEXTS.ar).sort()).toEqual(Object.keys(REPLY_TEXTS.en).sort())
    const ar = REPLY_TEXTS.ar as Record<string, string | ((s: string) => string)>
    for (const [key, text] of Object.entries(ar)) {
      const written = typeof text === 'function' ? text('x') : text
      expect(written, key).toMatch(ARABIC)
    }
    expect(REPLY_TEXTS.ar.title).toBe('الردود')
    expect(REPLY_TEXTS.ar.replyTo('mona@example.org')).toBe('الرد على mona@example.org')
  })

  it('refuses a short reply in the panel’s language', () => {
    const r = replySchemaIn('ar').safeParse({ text: 'ok' })
    expect(r.success ? null : r.error.issues[0]!.message).toBe('اكتب الرد (3 أحرف على الأقل).')
  })
})

import { describe, expect, it } from 'vitest'
import ar from '@/i18n/messages/ar.json'
import en from '@/i18n/messages/en.json'
import { FORM_TEXTS } from '../../constants'
import { feeNoticeKey } from './fee-notice'

/**
 * The fee notice says what the money does (issue 55 item 5, decision 0102): the amount charged
 * equals the gift unless the donor ticks "cover the fee", so "will be added" is said only then.
 */
const textOf = (messages: typeof en, key: string) => {
  const [group, name] = key.split('.') as ['form' | 'currency', string]
  return (messages.donation[group] as Record<string, string>)[name]
}

describe('the fee notice', () => {
  it.each([
    ['en', en, /will be added/, /taken from your gift/],
    ['ar', ar, /ستُضاف/, /تُخصم .* من تبرعك/],
  ] as const)(
    'in %s: added only when the box is ticked, else taken from the gift',
    (_, messages, added, taken) => {
      for (const egp of [false, true]) {
        expect(textOf(messages, feeNoticeKey(true, egp))).toMatch(added)
        const unticked = textOf(messages, feeNoticeKey(false, egp))
        expect(unticked).not.toMatch(added)
        expect(unticked).toMatch(taken)
      }
    },
  )

  it("keeps the spec's sentence, word for word, for the ticked box in dollars", () => {
    expect(textOf(en, feeNoticeKey(true, false))).toBe(FORM_TEXTS.feeNotice)
  })
})

import { describe, expect, it } from 'vitest'
import { panelLang, VOTING_PANEL_TEXTS } from './panel-texts'

/** Every leaf of a texts object by its path; functions are called with sample arguments. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') return [[path, String(value(2, 1))]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    leaves(v, path ? `${path}.${key}` : key),
  )
}

describe('the meeting panels’ texts', () => {
  const ar = new Map(leaves(VOTING_PANEL_TEXTS.ar))

  it('has an Arabic text, in Arabic letters, for every English one (audit events included)', () => {
    const en = leaves(VOTING_PANEL_TEXTS.en)
    expect(en.length).toBeGreaterThan(60)
    for (const [key] of en) expect(ar.get(key), key).toMatch(/[\u0600-\u06FF]/)
  })

  it('keeps the English answers word for word', () => {
    expect(VOTING_PANEL_TEXTS.en.mailsSent(2, 0)).toBe('Mails sent: 2.')
    expect(VOTING_PANEL_TEXTS.en.mailsSent(2, 1)).toBe(
      'Mails sent: 2. Not delivered: 1 (see the table).',
    )
    expect(VOTING_PANEL_TEXTS.ar.mailsSent(2, 1)).toBe(
      'الرسائل المرسلة: 2. لم يُسلَّم منها: 1 (انظر الجدول).',
    )
  })

  it('follows the admin’s language: Arabic for ar, English otherwise', () => {
    expect(panelLang('ar')).toBe('ar')
    expect(panelLang('en')).toBe('en')
    expect(panelLang(undefined)).toBe('en')
  })
})

import { expect } from 'vitest'
import type { CaughtMail } from './smtp-catcher'

/**
 * An Arabic mail (issue 17 item 6, decision 0044): Arabic subject, HTML marked right to left
 * with the Arabic font stack, and no English sentence: Latin letters only in links, addresses,
 * codes and the `allowed` names and brands. Money is written the ar-EG way (decision 0091:
 * Arabic-Indic digits, the currency in words, never 'US$' or '$'); codes and dates keep Western
 * digits (decision 0039), so Arabic-Indic digits stand only before the currency's name.
 */
export function expectArabicMail(mail: CaughtMail | undefined, allowed: string[] = []) {
  expect(mail, 'mail arrived').toBeDefined()
  expect(mail!.subject).toMatch(/[\u0600-\u06ff]/)
  expect(mail!.subject).not.toMatch(/[A-Za-z]/)
  expect(mail!.html).toContain('<html lang="ar" dir="rtl">')
  expect(mail!.html).toContain("font-family:'Noto Naskh Arabic'")
  expect(mail!.text).not.toContain('$')
  const indicOutsideMoney = mail!.text
    .replace(/[\u0660-\u0669\u066b\u066c]+\s(دولار أمريكي|جنيه مصري|جنيهًا مصريًا|ج\.م)/g, '')
    .match(/[\u0660-\u0669\u06f0-\u06f9]/)
  expect(indicOutsideMoney, `Arabic-Indic digits outside money in ${mail!.text}`).toBeNull()
  const rest = [...allowed]
    .reduce(
      (text, word) => text.split(word).join(''),
      mail!.text
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\S+@\S+/g, '')
        // Payment references and receipt numbers: codes, not words.
        .replace(/\b(ch|pi)_\S+/g, '')
        .replace(/\bD-\d+/g, ''),
    )
    .match(/[A-Za-z]{2,}/g)
  expect(rest, `Latin words in ${mail!.text}`).toBeNull()
}

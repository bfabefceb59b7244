import { expect } from 'vitest'
import type { CaughtMail } from './smtp-catcher'

/**
 * An Arabic mail (issue 17 item 6, decision 0044): Arabic subject, HTML marked right to left
 * with the Arabic font stack, Western digits only (decision 0039), and no English sentence:
 * Latin letters only in links, addresses, codes, Intl's 'US$' and the `allowed` names and brands.
 */
export function expectArabicMail(mail: CaughtMail | undefined, allowed: string[] = []) {
  expect(mail, 'mail arrived').toBeDefined()
  expect(mail!.subject).toMatch(/[\u0600-\u06ff]/)
  expect(mail!.subject).not.toMatch(/[A-Za-z]/)
  expect(mail!.html).toContain('<html lang="ar" dir="rtl">')
  expect(mail!.html).toContain("font-family:'Noto Naskh Arabic'")
  expect(mail!.text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/)
  const rest = [...allowed, 'NY']
    .reduce(
      (text, word) => text.split(word).join(''),
      mail!.text
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\S+@\S+/g, '')
        .replace(/US\$/g, '')
        // Payment references and receipt numbers: codes, not words.
        .replace(/\b(ch|pi)_\S+/g, '')
        .replace(/\bD-\d+/g, ''),
    )
    .match(/[A-Za-z]{2,}/g)
  expect(rest, `Latin words in ${mail!.text}`).toBeNull()
}

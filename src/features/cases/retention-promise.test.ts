import { describe, expect, it } from 'vitest'
import ar from '@/i18n/messages/ar.json'
import en from '@/i18n/messages/en.json'
import { DEFAULT_RETENTION_MONTHS } from './statuses'
import { CASE_TEXTS } from './texts'

/**
 * What the privacy policy and the case form promise applicants is what the retention job does
 * by default (decision 0035): their personal data erased DEFAULT_RETENTION_MONTHS after the
 * request is closed, whatever the decision. The policy once said three years (and one year for
 * a refusal) while the job erased after twelve months.
 */
const assistance = (messages: unknown): string =>
  (
    messages as {
      legal: { privacy: { sections: { assistance: { body: string } } } }
    }
  ).legal.privacy.sections.assistance.body

describe('the retention promised to applicants', () => {
  it('is the retention job’s default period, in English and Arabic', () => {
    const n = DEFAULT_RETENTION_MONTHS
    expect(assistance(en)).toContain(`for ${n} months after the request is closed`)
    expect(assistance(ar)).toContain(`${n} شهرًا بعد إغلاق الطلب`)
    expect(assistance(en)).not.toMatch(/three years|one year/)
  })

  it('is the same in the national ID note of the case form', () => {
    expect(JSON.stringify(CASE_TEXTS)).toContain(`${DEFAULT_RETENTION_MONTHS} months after`)
  })
})

import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { GoLiveChecklist } from './components/GoLiveChecklist'
import { goLiveChecks, type EntityState } from './golive'

const FILLED: EntityState[] = [
  { currency: 'USD', id: 1, gateway: 'stripe', gaps: [] },
  { currency: 'EGP', id: 2, gateway: 'paymob', gaps: [] },
]
const LIVE = {
  SMTP_HOST: 'smtp.example.org',
  STAFF_NOTIFY_EMAIL: 'office@newegypt.example',
  SITE_URL: 'https://newegypt.example',
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  PAYMOB_SECRET_KEY: 'egy_sk_live_abc',
  BACKUP_RECIPIENTS: 'age1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs',
}
const red = (checks: ReturnType<typeof goLiveChecks>) =>
  checks.filter((c) => !c.ok).map((c) => c.key)

describe('goLiveChecks', () => {
  it('is all green for a live configuration with both entities filled', () => {
    const checks = goLiveChecks(LIVE, FILLED, 'en')
    expect(red(checks)).toEqual([])
    expect(checks.map((c) => c.key)).toEqual([
      'receipts-USD',
      'gateway-USD',
      'receipts-EGP',
      'gateway-EGP',
      'smtp',
      'notify',
      'site',
      'backups',
    ])
  })

  it('names every missing piece, with the setting to change or the record to open', () => {
    const checks = goLiveChecks(
      { SITE_URL: 'http://localhost:3000', PAYMENT_GATEWAY: 'sandbox' },
      [
        { currency: 'USD', id: 1, gateway: 'stripe', gaps: ['registrationNumber', 'signatory'] },
        { currency: 'EGP', id: null, gateway: 'paymob', gaps: ['address', 'registrationNumber'] },
      ],
      'en',
    )
    expect(red(checks)).toEqual([
      'receipts-USD',
      'gateway-USD',
      'receipts-EGP',
      'gateway-EGP',
      'smtp',
      'notify',
      'site',
      'backups',
    ])
    const by = Object.fromEntries(checks.map((c) => [c.key, c]))
    expect(by['receipts-USD']!.detail).toContain(
      'Missing: registration or tax number, signatory’s name.',
    )
    expect(by['receipts-USD']!.href).toBe('/admin/collections/legal-entities/1')
    expect(by['receipts-EGP']!.href).toBe('/admin/collections/legal-entities/create')
    expect(by['gateway-USD']!.detail).toContain('PAYMENT_GATEWAY=stripe')
    expect(by.smtp!.detail).toContain('SMTP_HOST')
    expect(by.smtp!.href).toBe('/admin/collections/outbox')
    expect(by.notify!.detail).toContain('STAFF_NOTIFY_EMAIL')
    expect(by.site!.detail).toContain('SITE_URL is http://localhost:3000')
    expect(by.backups!.detail).toContain('BACKUP_RECIPIENTS')
  })

  it('takes test keys, a stand-in, plain http or no backup schedule as not live', () => {
    const keys = (over: Record<string, string>) =>
      red(goLiveChecks({ ...LIVE, ...over }, FILLED, 'en'))
    expect(keys({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual(['gateway-USD'])
    expect(keys({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual(['gateway-USD'])
    expect(keys({ PAYMOB_SECRET_KEY: 'egy_sk_test_abc' })).toEqual(['gateway-EGP'])
    expect(keys({ SITE_URL: 'http://newegypt.example' })).toEqual(['site'])
    expect(keys({ SITE_URL: 'https://127.0.0.1' })).toEqual(['site'])
    expect(keys({ BACKUP_EVERY_HOURS: '0' })).toEqual(['backups'])
  })

  it('speaks Arabic to an admin in Arabic, and hides itself once all is green', () => {
    const checks = goLiveChecks({}, FILLED, 'ar')
    const html = renderToStaticMarkup(createElement(GoLiveChecklist, { checks, lang: 'ar' }))
    expect(html).toContain('قبل بدء التشغيل الفعلي')
    expect(html).toContain('2 من 8 جاهزة')
    expect(html).toContain('اضبط SMTP_HOST')
    expect(html).toContain('جاهز:')
    expect(html).toContain('مطلوب:')
    const done = goLiveChecks(LIVE, FILLED, 'en')
    expect(renderToStaticMarkup(createElement(GoLiveChecklist, { checks: done, lang: 'en' }))).toBe(
      '',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { DONATION_PANEL_TEXTS, panelLang } from './texts'

/** Every leaf of a texts object by its path; functions are called with sample arguments. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') return [[path, String(value('X', 'Y', 'Z'))]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    leaves(v, path ? `${path}.${key}` : key),
  )
}

describe('the refund and reconciliation panels’ texts', () => {
  const words = ({ refund, reconcile }: typeof DONATION_PANEL_TEXTS.en) => ({ refund, reconcile })
  const ar = new Map(leaves(words(DONATION_PANEL_TEXTS.ar)))

  it('has an Arabic text, in Arabic letters, for every English one', () => {
    const en = leaves(words(DONATION_PANEL_TEXTS.en))
    expect(en.length).toBeGreaterThan(25)
    for (const [key] of en) expect(ar.get(key), key).toMatch(/[\u0600-\u06FF]/)
  })

  it('writes dollars in English as before, in Arabic as Arabic pages do (decision 0091)', () => {
    expect(DONATION_PANEL_TEXTS.en.money(125000)).toBe('$1,250.00')
    expect(DONATION_PANEL_TEXTS.ar.money(125000)).toBe('١٬٢٥٠٫٠٠ دولار أمريكي')
    expect(DONATION_PANEL_TEXTS.en.refund.summary('$1.00', '$3.00', '$2.00')).toBe(
      '$1.00 refunded of $3.00; $2.00 left.',
    )
  })

  it('names an EGP gift’s currency in the refund form: EGP in English, ج.م in Arabic', () => {
    expect(DONATION_PANEL_TEXTS.en.refund.amountLabel('EGP')).toBe('Amount to refund (EGP)')
    expect(DONATION_PANEL_TEXTS.en.refund.amountLabel('USD')).toBe('Amount to refund (USD)')
    expect(DONATION_PANEL_TEXTS.ar.refund.amountLabel('EGP')).toBe('المبلغ المراد استرداده (ج.م)')
    expect(DONATION_PANEL_TEXTS.en.money(12550, 'EGP')).toBe('EGP\u00a0125.50')
    expect(DONATION_PANEL_TEXTS.ar.money(12550, 'EGP')).toBe('١٢٥٫٥٠\u00a0ج.م')
  })

  it('follows the admin’s language: Arabic for ar, English otherwise', () => {
    expect(panelLang('ar')).toBe('ar')
    expect(panelLang('en')).toBe('en')
    expect(panelLang(undefined)).toBe('en')
  })
})

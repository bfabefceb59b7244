import { getTranslation } from '@payloadcms/translations'
import { createClientConfig, getLocalI18n, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CASE_STATUSES } from '@/features/cases/statuses'
import { createTestPayload } from '../helpers/test-payload'

/**
 * The back office in English and Arabic (issue 46 item 5, decision 0101): every collection,
 * global, group, field, select option and help text of the built config reads in both
 * languages, Payload's own fields and the plugins' collections included. A label Payload
 * translates itself (a function) counts as both.
 */
let payload: Payload
let close: () => Promise<void>

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
})
afterAll(async () => close?.())

type Node = Record<string, unknown>
const ARABIC = /\p{Script=Arabic}/u

/** Where a text is not in both languages: "slug > path: what". */
function untranslated(where: string, value: unknown, problems: string[]) {
  if (value === undefined || value === false) return
  // Our field labels are functions of the admin language that keep their two texts;
  // Payload's own (without them) it translates itself.
  if (typeof value === 'function') {
    if (!('en' in value)) return
    value = { en: value.en, ar: (value as { ar?: unknown }).ar }
  }
  const text = value as { en?: unknown; ar?: unknown }
  if (typeof text !== 'object' || !text.en || typeof text.ar !== 'string' || !ARABIC.test(text.ar))
    problems.push(`${where}: ${JSON.stringify(value)}`)
}

const nodes = (v: unknown) => (Array.isArray(v) ? (v as Node[]) : [])

function walkFields(where: string, fields: unknown, problems: string[]) {
  for (const f of nodes(fields)) {
    const at = `${where} > ${String(f.name ?? f.type)}`
    if (f.type !== 'row' && f.type !== 'tabs') untranslated(`${at} label`, f.label, problems)
    const admin = (f.admin ?? {}) as Node
    untranslated(`${at} help`, admin.description, problems)
    untranslated(`${at} placeholder`, admin.placeholder, problems)
    const labels = (f.labels ?? {}) as Node
    untranslated(`${at} singular`, labels.singular, problems)
    untranslated(`${at} plural`, labels.plural, problems)
    for (const o of nodes(f.options).concat())
      untranslated(`${at} option ${String(o.value)}`, typeof o === 'string' ? o : o.label, problems)
    walkFields(at, f.fields, problems)
    for (const tab of nodes(f.tabs)) {
      untranslated(`${at} tab`, tab.label, problems)
      walkFields(at, tab.fields, problems)
    }
    for (const block of nodes(f.blocks))
      walkFields(`${at} ${String(block.slug)}`, block.fields, problems)
  }
}

describe('the back office in two languages', () => {
  it('offers Payload in English and Arabic, Arabic right to left', () => {
    expect(Object.keys(payload.config.i18n.supportedLanguages).sort()).toEqual(['ar', 'en'])
    expect(payload.config.i18n.supportedLanguages.ar?.dateFNSKey).toBe('ar')
  })

  it('labels every collection, global, group, field, option and help text in both', () => {
    const problems: string[] = []
    for (const c of payload.config.collections) {
      const admin = (c.admin ?? {}) as Node
      untranslated(`${c.slug} singular`, c.labels.singular, problems)
      untranslated(`${c.slug} plural`, c.labels.plural, problems)
      untranslated(`${c.slug} group`, admin.group, problems)
      untranslated(`${c.slug} help`, admin.description, problems)
      walkFields(c.slug, c.fields, problems)
    }
    for (const g of payload.config.globals) {
      const admin = (g.admin ?? {}) as Node
      untranslated(`${g.slug} label`, g.label, problems)
      untranslated(`${g.slug} group`, admin.group, problems)
      walkFields(g.slug, g.fields, problems)
    }
    expect(problems).toEqual([])
  })

  it('names the content languages in Arabic after a translatable label (not "— English")', () => {
    const locales = payload.config.localization
      ? payload.config.localization.locales.map((l) => [l.code, l.label])
      : []
    expect(locales).toEqual([
      ['en', { en: 'English', ar: 'الإنجليزية' }],
      ['ar', { en: 'العربية', ar: 'العربية' }],
    ])
  })

  it('names the content language at the top of every page as the browser receives it', async () => {
    // Payload's header reads «اللّغة: …» with getTranslation(locale.label) of the browser's
    // config (LocalizerLabel); the home showed «اللّغة: undefined» (issue 55).
    const shown = async (language: 'en' | 'ar') => {
      const i18n = await getLocalI18n({ config: payload.config, language })
      const client = createClientConfig({ config: payload.config, i18n, importMap: {}, user: true })
      const locales = client.localization ? client.localization.locales : []
      return locales.map((l) => `${i18n.t('general:locale')}: ${getTranslation(l.label, i18n)}`)
    }
    expect(await shown('en')).toEqual(['Locale: English', 'Locale: العربية'])
    expect(await shown('ar')).toEqual(['اللّغة: الإنجليزية', 'اللّغة: العربية'])
  })

  it('reads the donation and case pages in Arabic', () => {
    const donations = payload.collections.donations.config
    expect(donations.labels).toEqual({
      singular: { en: 'Donation', ar: 'تبرع' },
      plural: { en: 'Donations', ar: 'التبرعات' },
    })
    const status = donations.fields.find((f) => 'name' in f && f.name === 'status') as Node
    expect(nodes(status.options).find((o) => o.value === 'refunded')?.label).toEqual({
      en: 'Refunded',
      ar: 'مردود',
    })
    const cases = payload.collections['case-requests'].config
    expect((cases.labels.plural as Node).ar).toBe('طلبات المساعدة')
    // "Closed" is a status in meetings but a date here: its own Arabic.
    const closedAt = cases.fields.find((f) => 'name' in f && f.name === 'closedAt') as Node
    expect({ ...(closedAt.label as Node) }).toEqual({ en: 'Closed', ar: 'تاريخ الإغلاق' })
    // The features' own lists behind the options keep their English (the panels read them).
    expect(CASE_STATUSES.every((s) => typeof s.label === 'string')).toBe(true)
    // A help text the collection file does not write, for a field a newcomer could misread.
    const chargeId = donations.fields.find((f) => 'name' in f && f.name === 'chargeId') as Node
    expect(((chargeId.admin as Node).description as Node).ar).toContain('بوابة الدفع')
  })

  it("gives the browser each field's label as a text of the admin language", async () => {
    // The list's sort buttons put the label as it comes into their names: an { en, ar } object
    // read "Sort by [object Object] ascending" on all 12 buttons of the donations list.
    const labels = async (language: 'en' | 'ar') => {
      const i18n = await getLocalI18n({ config: payload.config, language })
      const client = createClientConfig({ config: payload.config, i18n, importMap: {}, user: true })
      const donations = client.collections.find((c) => c.slug === 'donations')!
      const fields = donations.fields as unknown as Node[]
      return ['paidAt', 'donorName', 'status', 'kind'].map(
        (name) => fields.find((f) => f.name === name)?.label,
      )
    }
    expect(await labels('en')).toEqual(['Date', 'Donor', 'Status', 'Kind'])
    const arabic = await labels('ar')
    expect(arabic.every((l) => typeof l === 'string' && ARABIC.test(l))).toBe(true)
  })

  it('shows the language switch on translatable edit pages only', () => {
    const first = (slug: string) =>
      (payload.collections[slug as 'articles'].config.fields[0] as Node).name
    expect(first('articles')).toBe('editingLanguage')
    expect(first('donations')).not.toBe('editingLanguage')
  })
})

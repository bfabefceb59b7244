import type { Field, Plugin, SanitizedConfig } from 'payload'
import AR from './ar.json'
import { HELP_TEXTS } from './help-texts'

/**
 * The back office in English and Arabic (issue 46 item 5, decision 0101). Every label, select
 * option, group and help text of the config becomes `{ en, ar }`, so Payload shows it in the
 * staff member's admin language: the English as the collection files write it (or as Payload
 * derives it from a field's name), the Arabic from ./ar.json, keyed by that English (or, in
 * `byField`, by collection and field name where one English word has two meanings).
 * Done in one pass over the built config (Payload's own upload and plugin fields included), so
 * the collection files stay as they are, and a field another change adds is caught by the test
 * that walks the config: a missing Arabic text leaves the English string, which the test names.
 * Labels Payload translates itself (functions) are left alone.
 */
type Kind = keyof typeof AR
type Text = string | { en: string; ar: string }
type Node = Record<string, unknown>

const DICTIONARY = AR as Record<Kind, Record<string, string>>

/** The text in both languages, or the English alone when its Arabic is missing. */
export function both(en: string, kind: Kind): Text {
  const ar =
    DICTIONARY[kind][en] ?? DICTIONARY.fields[en] ?? DICTIONARY.entities[en] ?? DICTIONARY.help[en]
  return ar ? { en, ar } : en
}

/** Replaces `node[key]` when it is an English string. */
function translate(node: Node | undefined, key: string, kind: Kind) {
  if (node && typeof node[key] === 'string') node[key] = both(node[key], kind)
}

/** A copy of `node` with its `keys` translated, or `node` itself when it is not an object. */
function copied(node: unknown, keys: string[], kind: Kind = 'fields') {
  if (!node || typeof node !== 'object') return node
  const copy = { ...(node as Node) }
  for (const key of keys) translate(copy, key, kind)
  return copy
}

const asNodes = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : [])

/** A field label Payload calls with the admin's i18n; it also keeps its two texts readable. */
type LabelFunction = ((args: { i18n: { language: string } }) => string) & {
  en: string
  ar: string
}

/**
 * A field's label as a function of the admin language rather than `{ en, ar }`: Payload resolves
 * a function once per language into the browser's config, whereas an object reaches the list's
 * sort buttons as it is, and their names read "Sort by [object Object] ascending".
 */
function perLanguage(text: Text): Text | LabelFunction {
  if (typeof text === 'string') return text
  const label = ({ i18n }: { i18n: { language: string } }) =>
    i18n.language === 'ar' ? text.ar : text.en
  return Object.assign(label, text)
}

function translateField(slug: string, f: Node) {
  // A field whose English is shared with other meanings ("Closed": a date here, a status
  // elsewhere) has its own Arabic by collection and name.
  const own = typeof f.name === 'string' ? DICTIONARY.byField[`${slug}.${f.name}`] : undefined
  if (own && typeof f.label === 'string') f.label = { en: f.label, ar: own }
  translate(f, 'label', 'fields')
  if (f.label && typeof f.label === 'object') f.label = perLanguage(f.label as Text)
  if (f.labels) f.labels = copied(f.labels, ['singular', 'plural'])
  const admin = f.admin as Node | undefined
  translate(admin, 'description', 'help')
  translate(admin, 'placeholder', 'help')
  const help = typeof f.name === 'string' ? HELP_TEXTS[`${slug}.${f.name}`] : undefined
  if (help && admin && admin.description === undefined) admin.description = help
  // New option objects: a feature may share its list (CASE_STATUSES) and read its English.
  if (Array.isArray(f.options))
    f.options = f.options.map((o: unknown) =>
      typeof o === 'string' ? { label: both(o, 'fields'), value: o } : copied(o, ['label']),
    )
  translateFields(slug, f.fields)
  translateFields(slug, f.flattenedFields)
  for (const tab of asNodes(f.tabs)) {
    translate(tab, 'label', 'fields')
    translate(tab, 'description', 'help')
    translateFields(slug, tab.fields)
    translateFields(slug, tab.flattenedFields)
  }
  for (const block of asNodes(f.blocks)) {
    if (block.labels) block.labels = copied(block.labels, ['singular', 'plural'])
    translateFields(slug, block.fields)
    translateFields(slug, block.flattenedFields)
  }
}

const translateFields = (slug: string, list: unknown) =>
  asNodes(list).forEach((f) => translateField(slug, f))

function translateEntity(entity: Node) {
  const admin = entity.admin as Node | undefined
  translate(admin, 'group', 'entities')
  translate(admin, 'description', 'help')
  if (entity.labels) entity.labels = copied(entity.labels, ['singular', 'plural'], 'entities')
  translate(entity, 'label', 'entities')
  translateFields(String(entity.slug), entity.fields)
  translateFields(String(entity.slug), entity.flattenedFields)
}

/** The built config with its texts in both languages (after buildConfig: Payload's own fields too). */
export function inBothLanguages(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals])
    translateEntity(entity as unknown as Node)
  return config
}

/** Whether any field below holds text in each language (Payload's `localized`). */
const hasLocalized = (list: Field[]): boolean =>
  list.some(
    (f) =>
      ('localized' in f && f.localized === true) ||
      ('fields' in f && Array.isArray(f.fields) && hasLocalized(f.fields)) ||
      (f.type === 'tabs' && f.tabs.some((t) => hasLocalized(t.fields))),
  )

/** The visible "editing English / switch to العربية" line, first on a translatable edit page. */
const LOCALE_SWITCH: Field = {
  name: 'editingLanguage',
  type: 'ui',
  label: { en: 'Editing language', ar: 'لغة التحرير' },
  admin: { components: { Field: '/components/admin/LocaleSwitch#LocaleSwitch' } },
}

const withSwitch = <T extends { fields: Field[] }>(entity: T): T =>
  hasLocalized(entity.fields) ? { ...entity, fields: [LOCALE_SWITCH, ...entity.fields] } : entity

/** Puts the language switch on every collection and global with translatable fields. */
export const localeSwitchOnEditPages: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withSwitch),
  globals: config.globals?.map(withSwitch),
})

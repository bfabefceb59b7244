import 'server-only'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/server'

/**
 * The language content is read in (decision 0043). Queries take it as their last argument; the
 * API routes pass the `lang` header's, and pages leave it out: it is then the language of the page
 * being rendered (`pageLocale()`, set by the /ar wrappers), which outside a page's render is
 * English, so every caller that says nothing gets today's English answers.
 */
export function contentLocale(locale?: Locale): Locale {
  return locale ?? pageLocale()
}

/** What payload.find/findByID/findGlobal need to read content in `locale`, English when untranslated. */
export function localeArgs(locale?: Locale) {
  return { locale: contentLocale(locale), fallbackLocale: DEFAULT_LOCALE }
}

const blank = (value: unknown): boolean =>
  value == null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** A record as shown: any document or API shape with an id. */
type Shown = object & { id?: number | string }
const field = (doc: object | undefined, name: string): unknown =>
  doc ? (doc as Record<string, unknown>)[name] : undefined

/**
 * Which of the `shown` records (read in Arabic with the English fallback) have no Arabic yet:
 * one of their `fields` shows a text that has no Arabic form. Payload's fallback hides that, so
 * the records are read again, these fields only, without fallback (decision 0043).
 */
export async function untranslatedIds(
  payload: Payload,
  collection: CollectionSlug,
  shown: readonly Shown[],
  fields: readonly string[],
  locale?: Locale,
): Promise<Set<number | string>> {
  if (contentLocale(locale) === DEFAULT_LOCALE || shown.length === 0) return new Set()
  const ids = shown.map((d) => d.id).filter((id): id is number | string => id != null)
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    select: Object.fromEntries(fields.map((f) => [f, true])),
    locale: 'ar',
    fallbackLocale: false,
    limit: 0,
    pagination: false,
    depth: 0,
    draft: false,
  })
  const arabic = new Map<unknown, object>(docs.map((d) => [d.id, d]))
  return new Set(
    shown
      .filter((d) => fields.some((f) => !blank(field(d, f)) && blank(field(arabic.get(d.id), f))))
      .map((d) => d.id!),
  )
}

/** Whether a global shown in Arabic has a text in `fields` without its Arabic form. */
export async function globalUntranslated(
  payload: Payload,
  slug: GlobalSlug,
  shown: object,
  fields: readonly string[],
  locale?: Locale,
): Promise<boolean> {
  if (contentLocale(locale) === DEFAULT_LOCALE) return false
  const arabic = await payload.findGlobal({
    slug,
    select: Object.fromEntries(fields.map((f) => [f, true])),
    locale: 'ar',
    fallbackLocale: false,
    depth: 0,
  })
  return fields.some((f) => !blank(field(shown, f)) && blank(field(arabic, f)))
}

import type { Metadata } from 'next'

/**
 * The back office's own name in the staff member's admin language (decision 0101): the suffix
 * of every page title and the description Payload writes from `admin.meta` (one English string
 * in the config), and the name beside the mark in the menu and on the sign-in page.
 */
export const BACK_OFFICE_NAME = {
  en: {
    charity: 'New Egypt Foundation',
    backOffice: 'Back office',
    title: 'New Egypt Foundation back office',
    description: 'The back office of the New Egypt Foundation.',
  },
  ar: {
    charity: 'مؤسسة مصر الجديدة',
    backOffice: 'لوحة الإدارة',
    title: 'لوحة إدارة مؤسسة مصر الجديدة',
    description: 'لوحة إدارة مؤسسة مصر الجديدة.',
  },
} as const

type BackOfficeLang = keyof typeof BACK_OFFICE_NAME

export const backOfficeLang = (language: string | undefined | null): BackOfficeLang =>
  language === 'ar' ? 'ar' : 'en'

/** Every text of the metadata with the English name (and description) in `lang`. */
export function backOfficeMetadata(metadata: Metadata, lang: BackOfficeLang): Metadata {
  if (lang === 'en') return metadata
  const en = BACK_OFFICE_NAME.en
  const ar = BACK_OFFICE_NAME.ar
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replaceAll(en.description, ar.description).replaceAll(en.title, ar.title)
    if (Array.isArray(value)) return value.map(swap)
    if (value && typeof value === 'object' && !(value instanceof URL))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]))
    return value
  }
  return swap(metadata) as Metadata
}

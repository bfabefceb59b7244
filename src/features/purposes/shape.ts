import { formatMoney } from '@/i18n/format-number'
import type { Locale } from '@/i18n/locales'
import { imageUrl } from '@/lib/media'
import type { Purpose } from '@/payload-types'

/**
 * The content API's purpose shapes (spec 001 section 3 "Purpose"): the list
 * gives id, name, description, image; the detail adds objectives,
 * services_provided, beneficiaries, partnerships, impact_stats (lists of
 * strings), testimonial (a string) and support_info (a list).
 */
export interface PurposeListItem {
  id: number
  name: string
  description: string | null
  image: string | null
}

export interface PurposeDetail extends PurposeListItem {
  objectives: string[]
  services_provided: string[]
  beneficiaries: string[]
  partnerships: string[]
  impact_stats: string[]
  testimonial: string | null
  support_info: string[]
}

/** A list's texts; a row's text is required in English only (decision 0043), blanks are left out. */
const list = (rows: { text?: string | null }[] | null | undefined) =>
  (rows ?? []).flatMap((r) => (r.text ? [r.text] : []))

export function toPurposeListItem(p: Purpose, origin: string): PurposeListItem {
  return {
    id: p.id,
    name: p.name,
    description: p.description || null,
    image: imageUrl(p.image, origin, 'card'),
  }
}

export function toPurposeDetail(p: Purpose, origin: string): PurposeDetail {
  return {
    ...toPurposeListItem(p, origin),
    image: imageUrl(p.image, origin),
    objectives: list(p.objectives),
    services_provided: list(p.servicesProvided),
    beneficiaries: list(p.beneficiaries),
    partnerships: list(p.partnerships),
    impact_stats: list(p.impactStats),
    testimonial: p.testimonial || null,
    support_info: list(p.supportInfo),
  }
}

/** The image behind the detail page's hero: the purpose's own, else the default. */
export const DEFAULT_PURPOSE_IMAGE = '/images/purpose-default.webp'
export function heroImage(
  p: Pick<PurposeListItem, 'image'>,
  toPath: (url: string) => string | null,
) {
  return (p.image && toPath(p.image)) || DEFAULT_PURPOSE_IMAGE
}

/** A leading bullet character ('•', '-', '*', '·', '–') and the spaces after it, removed. */
export function stripBullet(item: string): string {
  return item.replace(/^\s*[•\-*·–—▪●◦]\s*/u, '').trim()
}

/** A list section's items as shown: bullets stripped, empty items dropped. */
export function shownItems(items: readonly string[] | null | undefined): string[] {
  return (items ?? []).map(stripBullet).filter((s) => s.length > 0)
}

export interface PurposeSection {
  key: keyof PurposeDetail
  title: string
  items: string[]
}

/** The list sections of the detail page in the spec's order, each only when non-empty. */
export function purposeSections(p: PurposeDetail): PurposeSection[] {
  const sections: PurposeSection[] = [
    { key: 'objectives', title: 'Objectives', items: shownItems(p.objectives) },
    {
      key: 'services_provided',
      title: 'Services Provided',
      items: shownItems(p.services_provided),
    },
    { key: 'beneficiaries', title: 'Beneficiaries', items: shownItems(p.beneficiaries) },
    { key: 'partnerships', title: 'Partnerships', items: shownItems(p.partnerships) },
    { key: 'impact_stats', title: 'Impact Statistics', items: shownItems(p.impact_stats) },
  ]
  return sections.filter((s) => s.items.length > 0)
}

/** The suggested amount shown on each purpose card (spec 001 section 9). */
export const SUGGESTED_AMOUNT = '$35.00'
/**
 * On an Arabic page the donation form gives in pounds (decision 0110), so the card suggests
 * pounds too (issue 55): about the spec's $35 (1,750 pounds, also what the Arabic content says
 * $35 buys).
 */
const SUGGESTED_POUNDS = 1_750

/** The card's suggested amount in the currency of the page's donation form. */
export function suggestedAmount(locale: Locale): string {
  return locale === 'en' ? SUGGESTED_AMOUNT : formatMoney(SUGGESTED_POUNDS, locale, 'EGP')
}
/** Card cuts (spec 001 section 9): name 55 characters, description 74. */
export const PURPOSE_NAME_CUT = 55
export const PURPOSE_DESCRIPTION_CUT = 74

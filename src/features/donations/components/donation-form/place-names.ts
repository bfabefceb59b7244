import { plainName } from '@/lib/geo/place-text'
import type { PlaceItem } from './lookups'

export interface PlaceChoice {
  value: string
  label: string
}

/** Egypt, where the charity and most of its donors are, heads the country list. */
const FIRST_COUNTRY = 'EG'

/** The CLDR name of a region code in `locale` (Node and browsers carry it), if it has one. */
function regionName(names: Intl.DisplayNames, isoCode: string | undefined): string | undefined {
  if (!isoCode) return undefined
  try {
    return names.of(isoCode)
  } catch {
    return undefined // not a region code CLDR knows
  }
}

function sorted(choices: (PlaceChoice & { first?: boolean })[], locale: string): PlaceChoice[] {
  const collator = new Intl.Collator(locale)
  return choices
    .sort((a, b) => Number(!!b.first) - Number(!!a.first) || collator.compare(a.label, b.label))
    .map(({ value, label }) => ({ value, label }))
}

/**
 * The countries named in the page's language (CLDR, by ISO code; the lists' English name when
 * CLDR has none), Egypt first, then in that language's alphabetical order.
 */
export function countryChoices(list: PlaceItem[], locale: string): PlaceChoice[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
  return sorted(
    list.map((p) => ({
      value: String(p.id),
      label: regionName(names, p.iso_code) ?? plainName(p.name_en),
      first: p.iso_code === FIRST_COUNTRY,
    })),
    locale,
  )
}

/**
 * States and cities: the Arabic name on an Arabic page when the project has one (Egypt's
 * governorates and cities), else the English name without transliteration marks.
 */
export function placeChoices(list: PlaceItem[], locale: string): PlaceChoice[] {
  const arabic = locale.startsWith('ar')
  return sorted(
    list.map((p) => ({
      value: String(p.id),
      label: (arabic && p.name_ar) || plainName(p.name_en),
    })),
    locale,
  )
}

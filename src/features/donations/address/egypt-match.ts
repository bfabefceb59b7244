import { fold } from '@/lib/geo/place-text'

/** A governorate or one of its cities, in both languages (the governorates and egypt-cities data). */
export interface EgyptPlace {
  kind: 'governorate' | 'city'
  nameAr: string
  nameEn: string
  /** The place itself for a governorate. */
  governorate: { nameAr: string; nameEn: string }
}

export interface PlaceMatch {
  place: EgyptPlace
  /** What was typed before the place's name (the street), '' when only the place was typed. */
  head: string
  /** The whole name was typed, not only its beginning. */
  exact: boolean
}

interface Spot {
  at: number
  /** The index after the name's last word. */
  end: number
  exact: boolean
}

interface Word {
  text: string
  start: number
}

/** "Egypt" / «مصر» at the end of an address names the country, not a place in it. */
const COUNTRY_WORDS = new Set(['egypt', 'مصر'])
const SEPARATORS = /[\s,،؛;.\-–]+$/u

/** The typed words, folded, with where each starts in the typed text. */
function wordsOf(query: string): Word[] {
  const words = [...query.matchAll(/[\p{L}\p{N}\p{M}\u0640]+/gu)].map((m) => ({
    text: fold(m[0]),
    start: m.index,
  }))
  const kept = words.filter((w) => w.text)
  while (kept.length > 1 && COUNTRY_WORDS.has(kept.at(-1)!.text)) kept.pop()
  return kept
}

/** Equal words, with or without the Arabic article («اسكندريه» names «الإسكندرية»). */
function sameWord(typed: string, name: string): boolean {
  const bare = (w: string) => (w.startsWith('ال') && w.length > 3 ? w.slice(2) : w)
  return typed === name || bare(typed) === bare(name)
}

/**
 * Where the name is in the words: the rightmost place its words stand whole, or, at the very
 * end, where the donor is still typing it (the last word the beginning of a name's word).
 */
function findName(words: Word[], name: string[]): Spot | null {
  for (let at = words.length - name.length; at >= 0; at--) {
    if (name.every((n, j) => sameWord(words[at + j]!.text, n)))
      return { at, end: at + name.length, exact: true }
  }
  for (let len = Math.min(name.length, words.length); len >= 1; len--) {
    const at = words.length - len
    const typed = words.slice(at)
    const last = typed.at(-1)!.text
    const whole = typed.slice(0, -1).every((w, j) => sameWord(w.text, name[j]!))
    if (whole && last.length >= 3 && name[len - 1]!.startsWith(last))
      return { at, end: words.length, exact: false }
  }
  return null
}

function matchOne(words: Word[], place: EgyptPlace) {
  const found = [place.nameEn, place.nameAr]
    .map((n) => findName(words, fold(n).split(' ')))
    .filter((f) => f !== null)
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.at - a.at)[0]
  if (!found) return null
  return { place, ...found }
}

type Found = NonNullable<ReturnType<typeof matchOne>>

/**
 * The street: the typed text before the place names when they end it ("12 Tahrir Street,
 * Cairo"), else all of it ("Cairo Street 5" keeps its number).
 */
function headOf(query: string, words: Word[], spots: Spot[]): string {
  const ends = Math.max(...spots.map((s) => s.end)) === words.length
  const cut = ends ? words[Math.min(...spots.map((s) => s.at))]!.start : query.length
  return query.slice(0, cut).replace(SEPARATORS, '').trim()
}

const rank = (f: Found) => (f.exact ? 0 : 2) + (f.place.kind === 'city' ? 0 : 1)

/**
 * The Egyptian governorates and cities named in what the donor typed, best first: whole names
 * before beginnings, cities before governorates, and a governorate left out when one of its
 * cities was typed in full (its suggestion already says the governorate).
 */
export function matchEgyptPlaces(query: string, places: EgyptPlace[]): PlaceMatch[] {
  const words = wordsOf(query)
  if (words.length === 0) return []
  const found = places.flatMap((p) => matchOne(words, p) ?? [])
  const govOf = (f: Found) =>
    found.find(
      (g) => g.place.kind === 'governorate' && g.place.nameEn === f.place.governorate.nameEn,
    )
  const citiesTyped = new Set(
    found.filter((f) => f.place.kind === 'city' && f.exact).map((f) => f.place.governorate.nameEn),
  )
  return found
    .filter((f) => f.place.kind === 'city' || !citiesTyped.has(f.place.nameEn))
    .sort((a, b) => rank(a) - rank(b) || b.at - a.at)
    .map((f) => {
      const gov = f.place.kind === 'city' ? govOf(f) : undefined
      const spots = gov && gov.at > f.at ? [f, gov] : [f]
      return { place: f.place, head: headOf(query, words, spots), exact: f.exact }
    })
}

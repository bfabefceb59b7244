import { fold, plainName } from '@/lib/geo/place-text'

export interface BothNames {
  nameAr: string
  nameEn: string
}

/**
 * The Arabic name of a place of the lists (country-state-city spells Egypt's in transliteration:
 * "Kafr el-Sheikh", "Ḩalwān"), from the project's governorates and cities: the one whose English
 * name is the same once marks, case and punctuation are set aside. Undefined when none is.
 */
export function arabicNameOf(nameEn: string, known: BothNames[]): string | undefined {
  // "Cairo Governorate", as some lists write a state, is the governorate "Cairo".
  const key = fold(plainName(nameEn)).replace(/ governorate$/, '')
  return known.find((k) => fold(k.nameEn) === key)?.nameAr
}

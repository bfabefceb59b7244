/**
 * The static 'case search form' (spec 001 section 2) offers fixed choices; the
 * endpoint takes ids. Its choices are mapped to the lookups (read in English)
 * by name, see docs/decisions/0013-case-requests.md:
 * - purposes cancer, heart, kidney, liver, other → the case purpose of that English name;
 * - the 16 governorates → the governorate of that English name; 'other' is sent
 *   as the text 'other' (kept as text on the request);
 * - the football-club names stand for our clubs in their cities: ahly → Cairo,
 *   zamalek → Giza, ismaily → Ismailia, masry → Port Said.
 */
export const STATIC_PURPOSES = [
  { value: 'cancer', label: 'السرطان' },
  { value: 'heart', label: 'القلب' },
  { value: 'kidney', label: 'الكلى' },
  { value: 'liver', label: 'الكبد' },
  { value: 'other', label: 'أخرى' },
] as const

/** The 16 governorates (plus 'other') offered by the static Arabic case search form. */
export const STATIC_GOVERNORATES: Array<{ value: string; label: string }> = [
  { value: 'cairo', label: 'القاهرة' },
  { value: 'giza', label: 'الجيزة' },
  { value: 'alexandria', label: 'الإسكندرية' },
  { value: 'qalyubia', label: 'القليوبية' },
  { value: 'sharqia', label: 'الشرقية' },
  { value: 'dakahlia', label: 'الدقهلية' },
  { value: 'gharbia', label: 'الغربية' },
  { value: 'monufia', label: 'المنوفية' },
  { value: 'beheira', label: 'البحيرة' },
  { value: 'kafr-el-sheikh', label: 'كفر الشيخ' },
  { value: 'port-said', label: 'بورسعيد' },
  { value: 'ismailia', label: 'الإسماعيلية' },
  { value: 'suez', label: 'السويس' },
  { value: 'asyut', label: 'أسيوط' },
  { value: 'luxor', label: 'الأقصر' },
  { value: 'aswan', label: 'أسوان' },
  { value: 'other', label: 'أخرى' },
]

/** The four clubs offered by the static Arabic case search form. */
export const STATIC_CLUBS: Array<{ value: string; label: string }> = [
  { value: 'ahly', label: 'الأهلي' },
  { value: 'zamalek', label: 'الزمالك' },
  { value: 'ismaily', label: 'الإسماعيلي' },
  { value: 'masry', label: 'المصري' },
]

export const STATIC_CLUB_CITY: Record<string, string> = {
  ahly: 'Cairo',
  zamalek: 'Giza',
  ismaily: 'Ismailia',
  masry: 'Port Said',
}

type Named = { id: number; name: string; name_en?: string }
const norm = (s: string) => s.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim()

export function purposeIdFor(value: string, purposes: Named[]): string {
  const hit = purposes.find((p) => norm(p.name) === norm(value))
  return hit ? String(hit.id) : ''
}

export function governorateIdFor(value: string, governorates: Named[]): string {
  if (!value) return ''
  const hit = governorates.find((g) => norm(g.name_en ?? g.name) === norm(value))
  return hit ? String(hit.id) : value
}

export function clubIdFor(value: string, clubs: Named[]): string {
  const city = STATIC_CLUB_CITY[value]
  if (!city) return ''
  const hit = clubs.find((c) => norm(c.name).endsWith(norm(city)))
  return hit ? String(hit.id) : ''
}

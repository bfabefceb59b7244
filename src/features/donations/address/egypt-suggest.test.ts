import { City, State } from 'country-state-city'
import { describe, expect, it, vi } from 'vitest'
import { governorates } from '@/seed/data/egypt'
import type { EgyptPlace } from './egypt-match'
import type { EgyptListCity } from './egypt-suggest'
import { offlineSuggest, type OfflineSources } from './offline.server'

/** The project's own data: the seeded governorates and cities, and the lists' Egyptian cities. */
const places: EgyptPlace[] = governorates.flatMap((g) => {
  const governorate = { nameAr: g.name, nameEn: g.name_en }
  return [
    { kind: 'governorate' as const, ...governorate, governorate },
    ...g.cities.map((c) => ({
      kind: 'city' as const,
      nameAr: c.name,
      nameEn: c.name_en,
      governorate,
    })),
  ]
})
const stateName = new Map(State.getStatesOfCountry('EG').map((s) => [s.isoCode, s.name]))
const cities: EgyptListCity[] = City.getCitiesOfCountry('EG')!.map((c) => ({
  state: stateName.get(c.stateCode)!,
  city: c.name,
  latitude: Number(c.latitude),
  longitude: Number(c.longitude),
}))

/** The world list as the cities table answers a prefix: the foreign places of issue 42. */
const WORLD = [
  {
    city: 'Alexandria',
    state: 'New South Wales',
    country: 'Australia',
    latitude: '-33.7',
    longitude: '151.2',
  },
  {
    city: 'Street',
    state: 'England',
    country: 'United Kingdom',
    latitude: '51.12',
    longitude: '-2.74',
  },
  {
    city: 'Cairo',
    state: 'Georgia',
    country: 'United States',
    latitude: '30.87',
    longitude: '-84.2',
  },
]
function sources() {
  const world = vi.fn((prefix: string) =>
    Promise.resolve(WORLD.filter((w) => w.city.toLowerCase().startsWith(prefix.toLowerCase()))),
  )
  return { world, egypt: () => Promise.resolve({ places, cities }) } satisfies OfflineSources
}
const suggest = (q: string, s = sources()) => offlineSuggest(q, s)

const CAIRO = { country: 'Egypt', state: 'Cairo', city: 'Cairo' }
const near = (lat: number, lng: number) => ({
  latitude: expect.closeTo(lat, 0) as number,
  longitude: expect.closeTo(lng, 0) as number,
})

describe('offline suggestions: Egypt first, from the governorates and cities in both languages', () => {
  it('«القاهرة» alone: Cairo, in Arabic, with Cairo’s coordinates and the lists’ English names', async () => {
    const [first, ...rest] = await suggest('القاهرة')
    expect(first).toEqual({
      label: 'القاهرة، مصر',
      street: 'القاهرة، مصر',
      ...CAIRO,
      ...near(30, 31),
      zip_code: '',
    })
    expect(rest.every((s) => s.country === 'Egypt')).toBe(true)
  })

  it('«شارع التحرير، القاهرة»: the street kept before the governorate', async () => {
    const [first] = await suggest('شارع التحرير، القاهرة')
    expect(first).toMatchObject({ label: 'شارع التحرير، القاهرة، مصر', ...CAIRO })
  })

  it('«الإسكندرية», also written without hamza or with ه, is Alexandria in Egypt', async () => {
    for (const q of ['الإسكندرية', 'الاسكندريه', 'اسكندرية']) {
      const found = await suggest(q)
      expect(found[0], q).toMatchObject({
        label: 'الإسكندرية، مصر',
        country: 'Egypt',
        state: 'Alexandria',
      })
      expect(found[0]!.latitude, q).toBeCloseTo(31.2, 0)
    }
  })

  it('a district: «١٢ شارع ٩، المعادي، القاهرة» is Maadi, Cairo, and no separate Cairo', async () => {
    const found = await suggest('١٢ شارع ٩، المعادي، القاهرة')
    expect(found.map((s) => s.label)).toEqual(['١٢ شارع ٩، المعادي، القاهرة، مصر'])
    expect(found[0]).toMatchObject(CAIRO)
  })

  it('"12 Tahrir Street, Cairo": Cairo, Egypt, never Cairo, Georgia', async () => {
    const s = sources()
    const found = await suggest('12 Tahrir Street, Cairo', s)
    expect(found[0]).toMatchObject({ label: '12 Tahrir Street, Cairo, Cairo, Egypt', ...CAIRO })
    expect(found.every((f) => f.country === 'Egypt')).toBe(true)
    expect(s.world).not.toHaveBeenCalled()
  })

  it('"Alexandria" and "Alexan": Alexandria, Egypt, never New South Wales', async () => {
    for (const q of ['Alexandria', 'Alexan', 'alexandria, egypt']) {
      const found = await suggest(q)
      expect(found[0], q).toMatchObject({
        label: 'Alexandria, Alexandria, Egypt',
        country: 'Egypt',
      })
      expect(
        found.some((f) => f.country !== 'Egypt'),
        q,
      ).toBe(false)
    }
  })

  it('a city the lists spell otherwise keeps its usual name ("Helwan", not "Ḩalwān")', async () => {
    const [first] = await suggest('5 Mostafa Fahmy St, Helwan')
    expect(first!.label).toBe('5 Mostafa Fahmy St, Helwan, Cairo, Egypt')
  })

  it('a place name inside the street keeps the whole street ("Cairo Street 5, Giza")', async () => {
    const [first] = await suggest('Port Said Street 5, Giza')
    expect(first).toMatchObject({ label: 'Port Said Street 5, Giza, Giza, Egypt', state: 'Giza' })
  })

  it('nothing Egyptian named: the world list after a comma, never "Street, England" from the last word', async () => {
    const s = sources()
    expect(await suggest('12 Tahrir Street', s)).toEqual([])
    expect(s.world).toHaveBeenCalledWith('12 Tahrir Street')
    expect(s.world).not.toHaveBeenCalledWith('Street')
    expect(await suggest('1 Main Road, Stree', s)).toMatchObject([
      { label: '1 Main Road, Street, England, United Kingdom', latitude: 51.12 },
    ])
  })

  it('Arabic text naming no place: no suggestion (the typed text stays, no coordinates)', async () => {
    const s = sources()
    expect(await suggest('شارع لا يعرفه أحد', s)).toEqual([])
    expect(s.world).not.toHaveBeenCalled()
  })
})

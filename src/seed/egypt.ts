import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { governorates } from './data/egypt'
import { resetSequences, SEED_OPTS as opts } from './helpers'

/** The governorates of the case forms, with their cities and every city's villages. */
export async function seedEgypt(payload: Payload, pool: Pool, log: (msg: string) => void) {
  if ((await payload.count({ collection: 'governorates', overrideAccess: true })).totalDocs > 0)
    return
  let cityCount = 0
  let villageCount = 0
  for (const g of governorates) {
    await payload.create({
      ...opts,
      collection: 'governorates',
      data: { id: g.id, name: g.name, nameEn: g.name_en },
    })
    for (const c of g.cities) {
      const city = await payload.create({
        ...opts,
        collection: 'egypt-cities',
        data: { name: c.name, nameEn: c.name_en, governorate: g.id },
      })
      cityCount++
      for (const v of c.villages) {
        await payload.create({
          ...opts,
          collection: 'villages',
          data: { name: v.name, nameEn: v.name_en, city: city.id },
        })
        villageCount++
      }
    }
  }
  await resetSequences(pool, ['governorates'])
  log(`${governorates.length} governorates, ${cityCount} cities, ${villageCount} villages`)
}

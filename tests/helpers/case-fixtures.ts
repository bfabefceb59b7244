import { deflateSync } from 'node:zlib'
import type { Payload } from 'payload'

/** What the case integration tests share: a real PNG, a valid request body, its lookups. */
export function png(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    return Buffer.concat([len, Buffer.from(type), data, Buffer.alloc(4)])
  }
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0])
  const raw = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255])
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

export const imageFile = (bytes: Uint8Array, name: string, type = 'image/png') =>
  new File([bytes as BlobPart], name, { type })

export interface CaseLookupIds {
  purpose: number
  club: number
  governorate: number
  city: number
}

export async function seedCaseLookups(payload: Payload): Promise<CaseLookupIds> {
  const purpose = await payload.create({
    collection: 'purposes',
    data: { name: 'Kidney', nameAr: 'الكلى', kinds: ['case'] },
  })
  const club = await payload.create({ collection: 'clubs', data: { name: 'Club Cairo' } })
  const governorate = await payload.create({
    collection: 'governorates',
    data: { name: 'القاهرة', nameEn: 'Cairo' },
  })
  const city = await payload.create({
    collection: 'egypt-cities',
    data: { name: 'المعادي', nameEn: 'Maadi', governorate: governorate.id },
  })
  return { purpose: purpose.id, club: club.id, governorate: governorate.id, city: city.id }
}

export function caseForm(
  ids: CaseLookupIds,
  overrides: Record<string, string> = {},
  images = 1,
): FormData {
  const fields: Record<string, string> = {
    'purpose_id[0]': String(ids.purpose),
    fullname: 'Mona Ali',
    age: '42',
    national_id: '29801011234567',
    address: '12 Nile Street',
    phone: '01012345678',
    email: 'mona@example.org',
    goverment_id: String(ids.governorate),
    city: String(ids.city),
    club_id: String(ids.club),
    ...overrides,
  }
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  fd.append('case_image', imageFile(png(), 'case.png'))
  for (let i = 0; i < images; i++) fd.append(`images[${i}]`, imageFile(png(), `extra-${i}.png`))
  return fd
}

/**
 * Forgets the per-applicant request limits (decision 0087: 3 a day per national ID or phone), for
 * files whose requests share one applicant on purpose (the status lookup and retention use the
 * same national ID throughout); cases.int.test.ts proves the limit itself.
 */
export async function forgetApplicantLimits(payload: Payload) {
  await payload.db.drizzle.execute(
    `DELETE FROM rate_limits WHERE key LIKE 'case-searches:nid:%' OR key LIKE 'case-searches:phone:%'`,
  )
}

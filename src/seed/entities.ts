import type { Payload } from 'payload'
import { ENTITY_DEFAULTS } from '@/features/entities/defaults'
import { CURRENCIES } from '@/lib/money/currency'
import { SEED_OPTS } from './helpers'

/**
 * The two legal entities (decision 0113), each only while its currency has none: written in
 * English, then its Arabic texts in the `ar` locale.
 */
export async function seedEntities(payload: Payload, log: (msg: string) => void) {
  for (const currency of CURRENCIES) {
    const existing = await payload.count({
      collection: 'legal-entities',
      where: { currency: { equals: currency } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const d = ENTITY_DEFAULTS[currency]
    const created = await payload.create({
      ...SEED_OPTS,
      collection: 'legal-entities',
      locale: 'en',
      data: {
        currency,
        gateway: d.gateway,
        name: d.name.en,
        address: d.address.en,
        registrationLabel: d.registrationLabel.en,
        minAmount: d.minAmount,
        maxAmount: d.maxAmount,
      },
    })
    await payload.update({
      ...SEED_OPTS,
      collection: 'legal-entities',
      id: created.id,
      locale: 'ar',
      data: { name: d.name.ar, address: d.address.ar, registrationLabel: d.registrationLabel.ar },
    })
    log(`legal entity ${currency}`)
  }
}

import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { entityForCurrency, type Entity } from '@/features/entities/entity.server'
import { env } from '@/lib/env'
import type { Currency } from '@/lib/money/currency'
import type { ReceiptLang } from './texts'

/**
 * Who issues a receipt (issue 45 item 1, decision 0112): the legal entity of the gift's
 * currency, its texts in both languages (the statement resent by staff carries both PDFs), and
 * its signatory's signature image as a PNG pdfkit can draw (uploads are WebP).
 */
export interface Issuer {
  currency: Currency
  texts: Record<ReceiptLang, Entity>
  signature: Buffer | null
}

/**
 * The uploaded signature, from the media folder. A file that is missing, unreadable or kept only
 * in object storage leaves the line to be signed by hand rather than failing the receipt.
 */
async function signaturePng(entity: Entity): Promise<Buffer | null> {
  const media = typeof entity.signature === 'object' ? entity.signature : null
  if (!media?.filename) return null
  try {
    const file = path.join(path.resolve(env().DATA_DIR, 'media'), path.basename(media.filename))
    return await sharp(await readFile(file))
      .resize({ height: 160, withoutEnlargement: true })
      .png()
      .toBuffer()
  } catch {
    return null
  }
}

export async function issuersOf(payload: Payload, currencies: Currency[]): Promise<Issuer[]> {
  return Promise.all(
    currencies.map(async (currency) => {
      const [en, ar] = await Promise.all([
        entityForCurrency(payload, currency, 'en'),
        entityForCurrency(payload, currency, 'ar'),
      ])
      return { currency, texts: { en, ar }, signature: await signaturePng(en) }
    }),
  )
}

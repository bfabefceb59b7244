import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { entityForCurrency, type Entity } from '@/features/entities/entity.server'
import { env } from '@/lib/env'
import type { Currency } from '@/lib/money/currency'
import { readUploadObject } from '@/lib/storage/object-storage'
import { s3SettingsOf } from '@/lib/storage/s3-settings'
import type { ReceiptLang } from './texts'

const SIGNATURES = 'entity-signatures'

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
 * The uploaded signature, from the private `entity-signatures` collection (decision 0119): read
 * here on the server, from its folder or from the bucket, whichever the Payload config chose, and
 * never through a public address. A file that is missing or unreadable leaves the line to be
 * signed by hand rather than failing the receipt.
 */
async function signaturePng(payload: Payload, entity: Entity): Promise<Buffer | null> {
  const upload = typeof entity.signature === 'object' ? entity.signature : null
  if (!upload?.filename) return null
  try {
    return await sharp(await signatureBytes(payload, path.basename(upload.filename)))
      .resize({ height: 160, withoutEnlargement: true })
      .png()
      .toBuffer()
  } catch {
    return null
  }
}

async function signatureBytes(payload: Payload, filename: string): Promise<Buffer> {
  const upload = payload.collections[SIGNATURES]?.config.upload
  const settings =
    typeof upload === 'object' && upload.adapter === 's3' ? s3SettingsOf(env()) : null
  if (settings) return readUploadObject(settings, SIGNATURES, filename)
  return readFile(path.join(path.resolve(env().DATA_DIR, SIGNATURES), filename))
}

export async function issuersOf(payload: Payload, currencies: Currency[]): Promise<Issuer[]> {
  return Promise.all(
    currencies.map(async (currency) => {
      const [en, ar] = await Promise.all([
        entityForCurrency(payload, currency, 'en'),
        entityForCurrency(payload, currency, 'ar'),
      ])
      return { currency, texts: { en, ar }, signature: await signaturePng(payload, en) }
    }),
  )
}

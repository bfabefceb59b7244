import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasPdftotext } from '../../helpers/pdf-text'
import {
  confirmWith,
  donationBody,
  payload,
  setUpDonations,
  staffTokens,
  staged,
  uniqueEmail,
} from '../donations/world'

/**
 * The legal entity's signature image is not a public file (decision 0119): it is an upload of
 * the `entity-signatures` collection, which only treasurers and administrators read. Anonymous
 * readers (and staff of other roles) are refused both its document on the REST API and its file
 * URL; the server still draws it into the receipt's PDF.
 */
setUpDonations()

type Ctx = { params: Promise<{ slug: string[] }> }
type Route = (req: Request, ctx: Ctx) => Promise<Response>
let get: Route
let tokens: Record<string, string> = {}

/** A hand-drawn signature, 300 × 80, as staff would upload a scan. */
const SIGNATURE = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><path d="M10 60 C 40 0, 60 90, 90 40 S 140 10, 160 50 S 230 70, 290 20" fill="none" stroke="#1e3a8a" stroke-width="4"/></svg>',
    ),
  )
    .png()
    .toBuffer()

/** GET through Payload's REST route as the site serves it (with the site's read policy). */
function rest(pathname: string, role?: string, search = ''): Promise<Response> {
  const headers = role ? { authorization: `JWT ${tokens[role]}` } : undefined
  const ctx = {
    params: Promise.resolve({ slug: pathname.replace(/^\/api\//, '').split('/') }),
  }
  return get(new Request(`http://localhost${pathname}${search}`, { headers }), ctx)
}

/** The images a PDF draws, as poppler's pdfimages lists them: "width×height" each. */
function imagesOf(pdf: Buffer): string[] {
  // pdfimages reads a file, not standard input.
  const dir = mkdtempSync(path.join(tmpdir(), 'receipt-images-'))
  try {
    const file = path.join(dir, 'receipt.pdf')
    writeFileSync(file, pdf)
    return (
      execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .map((line) => line.trim().split(/\s+/))
        // "page num type width height …": the images themselves, not their alpha masks.
        .filter((cols) => cols[2] === 'image')
        .map((cols) => `${cols[3]}×${cols[4]}`)
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

let signature: { id: number; filename: string; bytes: Buffer }

beforeAll(async () => {
  const { default: config } = await import('@payload-config')
  const { REST_GET } = await import('@payloadcms/next/routes')
  const { refuseBadFileNames, withRestReadPolicy } = await import(
    '@/lib/security/payload-rest.server'
  )
  get = refuseBadFileNames(withRestReadPolicy(REST_GET(config))) as Route
  tokens = await staffTokens(['treasurer', 'admin', 'editor'], 'signature')
  const bytes = await SIGNATURE()
  const doc = await payload.create({
    collection: 'entity-signatures',
    data: {},
    file: {
      data: bytes,
      mimetype: 'image/png',
      name: 'treasurer-signature.png',
      size: bytes.length,
    },
  })
  signature = { id: doc.id, filename: doc.filename!, bytes }
})

describe('the signature image of a legal entity', () => {
  it('is refused to anonymous readers and other roles, on the REST API and at its file URL', async () => {
    const file = `/api/entity-signatures/file/${signature.filename}`
    for (const url of [file, `/api/entity-signatures/${signature.id}`, '/api/entity-signatures']) {
      expect((await rest(url)).status, url).toBe(403)
      expect((await rest(url, 'editor')).status, `${url} (editor)`).toBe(403)
    }
    for (const role of ['treasurer', 'admin']) {
      const res = await rest(file, role)
      expect(res.status, role).toBe(200)
      expect(Buffer.from(await res.arrayBuffer())).toEqual(signature.bytes)
    }
    // Not in the public media collection either (before: an upload there, readable by anyone).
    const media = (await (await rest('/api/media', undefined, '?limit=100')).json()) as {
      docs: { filename: string }[]
    }
    expect(media.docs.map((d) => d.filename)).not.toContain(signature.filename)
  })

  it.skipIf(!hasPdftotext)('is still drawn into the receipt’s PDF by the server', async () => {
    const { receiptData } = await import('@/features/donations/receipts/receipts.server')
    const { receiptPdf } = await import('@/features/donations/receipts/pdf.server')
    const email = uniqueEmail('signed')
    const { code } = await staged(donationBody({ email }))
    const { donationId } = (await confirmWith(email, code)) as { donationId: number }
    const pdfNow = async () => receiptPdf((await receiptData(payload, email, donationId))!, 'en')

    const unsigned = imagesOf(await pdfNow())
    await payload.create({
      collection: 'legal-entities',
      overrideAccess: true,
      data: {
        currency: 'USD',
        gateway: 'stripe',
        name: 'New Egypt Foundation Inc.',
        address: '485 Lexington Avenue\nNew York, NY 10017\nUnited States',
        registrationLabel: 'EIN',
        registrationNumber: '12-3456789',
        minAmount: 100,
        maxAmount: 5_000_000,
        signatoryName: 'Mona Hassan',
        signatoryTitle: 'Treasurer',
        signature: signature.id,
      },
    })
    const signed = imagesOf(await pdfNow())
    // The one image more is the signature, at the size it was drawn (300 × 80).
    expect(signed).toHaveLength(unsigned.length + 1)
    expect(signed).toContain('300×80')
    expect(unsigned).not.toContain('300×80')
  })
})

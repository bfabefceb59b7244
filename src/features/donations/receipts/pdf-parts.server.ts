import 'server-only'
import path from 'node:path'
import type PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { isolate } from '@/lib/pdf/bidi-text'
import type { Issuer } from './issuer.server'
import { RECEIPT_TEXTS, type ReceiptLang } from './texts'

type Doc = InstanceType<typeof PDFDocument>
export type Para = (text: string, o?: { size?: number; bold?: boolean; gap?: number }) => void

const LOGO_SIZE = 56
const LOGO_GAP = 16

/** The charity's mark (public/images/logo-mark.svg) as a PNG, made once per process. */
let logo: Promise<Buffer | null> | undefined
const logoPng = () =>
  (logo ??= sharp(path.resolve(process.cwd(), 'public/images/logo-mark.svg'), { density: 288 })
    .png()
    .toBuffer()
    .catch(() => null))

/**
 * The logo in the top corner where the heading's lines end (right in English, left in Arabic).
 * That margin is widened so no heading line runs under the logo; the returned function, called
 * after the heading, narrows it back and moves below the logo.
 */
export async function drawLogo(doc: Doc, rtl: boolean): Promise<() => void> {
  const png = await logoPng()
  if (!png) return () => {}
  const top = doc.page.margins.top
  const side = rtl ? 'left' : 'right'
  const x = rtl ? doc.page.margins.left : doc.page.width - doc.page.margins.right - LOGO_SIZE
  doc.image(png, x, top, { width: LOGO_SIZE, height: LOGO_SIZE })
  doc.y = top
  const before = doc.page.margins[side]
  doc.page.margins[side] = before + LOGO_SIZE + LOGO_GAP
  return () => {
    doc.page.margins[side] = before
    doc.y = Math.max(doc.y, top + LOGO_SIZE + 8)
  }
}

/**
 * The entity's tax statement, then who signs for it: the uploaded signature over a line, the
 * signatory's name and title under it; without an image the line is left to sign by hand.
 */
export function closingBlock(doc: Doc, p: Para, issuer: Issuer, lang: ReceiptLang) {
  const t = RECEIPT_TEXTS[lang]
  const e = issuer.texts[lang]
  const rtl = lang === 'ar'
  if (doc.y + 130 > doc.page.height - doc.page.margins.bottom) doc.addPage()
  doc.y += 14
  if (e.deductibilityStatement) p(e.deductibilityStatement.trim(), { gap: 10 })
  p(t.signatory, { bold: true })
  const width = 200
  const x = rtl ? doc.page.width - doc.page.margins.right - width : doc.page.margins.left
  if (issuer.signature) {
    doc.image(issuer.signature, x, doc.y, {
      fit: [width, 48],
      ...(rtl ? { align: 'right' as const } : {}),
    })
    doc.y += 52
  } else doc.y += 36
  doc
    .moveTo(x, doc.y)
    .lineTo(x + width, doc.y)
    .lineWidth(0.7)
    .stroke()
  doc.y += 6
  const who = [e.signatoryName, e.signatoryTitle].filter(Boolean).map((s) => isolate(s!))
  if (who.length) p(who.join(rtl ? '، ' : ', '))
  doc.y += 10
}

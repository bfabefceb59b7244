import 'server-only'
import PDFDocument from 'pdfkit'
import { formatMinorUnits } from '@/i18n/format-number'
import { charityTimeZone, formatTime, zoneName } from '@/lib/clock'
import type { Currency } from '@/lib/money/currency'
import { isolate, ltr, paragraph, registerFonts } from '@/lib/pdf/bidi-text'
import { isSample } from '@/features/entities/readiness'
import { isCardPayment, paidWithShort } from '../gateway/card'
import type { Issuer } from './issuer.server'
import { drawLogo, closingBlock, type Para } from './pdf-parts.server'
import type { Gift, ReceiptData } from './receipts.server'
import { RECEIPT_TEXTS, type ReceiptLang } from './texts'

/**
 * The receipt of one donation and the statement of a year as PDF, in English or Arabic
 * (decision 0040): pdfkit with the embedded Noto Naskh Arabic faces and the project's bidi
 * paragraphs (src/lib/pdf/bidi-text.ts, decisions 0029 and 0088), so Arabic is shaped and right
 * to left; ids, dates and amounts are marked left to right, the donor's own texts isolated.
 * Names are the donor's own text: control characters are dropped, and a script the fonts lack
 * prints as empty boxes rather than failing the document.
 *
 * What a tax office reads (issue 45 item 1, decision 0112): the receiving legal entity (the one
 * of the gift's currency) with its logo, full address and registration number; the donor's name
 * and address; each amount with its currency; the date in the charity's time zone; the receipt
 * number; each line's purpose and designation; the entity's tax statement; its authorised
 * signatory. "SAMPLE — not valid for tax" while the entity's registration details are missing.
 */
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, ' ')
const lines = (s: string) =>
  clean(s)
    .split(/\r?\n/)
    .filter((l) => l.trim())

/**
 * The day in the charity's time zone, named: '5 Mar 2026 (Cairo time)', '5 مارس 2026 بتوقيت
 * القاهرة' (no brackets in Arabic: the bidi layout does not mirror them).
 */
function day(iso: string, lang: ReceiptLang) {
  const date = formatTime(iso, lang, { dateOnly: true })
  const zone = zoneName(charityTimeZone(), lang)
  return isolate(lang === 'ar' ? `${date} ${zone}` : `${date} (${zone})`)
}

/**
 * 'USD 1,250.50' / 'EGP 1,000.00' marked left to right in English: the currency's code, never a
 * bare '$'. In Arabic the amount in Arabic-Indic digits with the currency in words
 * ('١٬٠٠٠٫٠٠ جنيه مصري', decision 0091): no Latin letters for the bidi algorithm to split.
 */
export function receiptMoney(cents: number, currency: Currency, lang: ReceiptLang): string {
  if (lang === 'ar') return formatMinorUnits(cents, 'ar', currency)
  const amount = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
  return ltr(`${currency} ${amount}`)
}

function issuerBlock(p: Para, issuer: Issuer, lang: ReceiptLang) {
  const e = issuer.texts[lang]
  p(isolate(clean(e.name)), { bold: true, size: 13 })
  for (const line of lines(e.address)) p(isolate(line))
  p(
    `${clean(e.registrationLabel)}: ${e.registrationNumber ? ltr(clean(e.registrationNumber)) : '—'}`,
    {
      gap: 8,
    },
  )
}

function gifts(p: Para, list: Gift[], lang: ReceiptLang) {
  const t = RECEIPT_TEXTS[lang]
  for (const g of list) {
    const money = (cents: number) => receiptMoney(cents, g.currency, lang)
    // A card's brand and digits, or the wallet or the cash (decision 0128).
    const card = paidWithShort(g.brand, g.last4, lang)
    // No brackets around the mark: the bidi layout does not mirror them in Arabic.
    const refunded =
      g.status === 'refunded'
        ? ` · ${t.statuses.refunded}`
        : g.refundedCents > 0
          ? ` · ${t.statuses.refunded}: ${money(g.refundedCents)}`
          : ''
    p(
      `${t.receiptNumber}: ${ltr(`D-${g.donationId}`)} · ${t.date}: ${day(g.paidAt, lang)}${refunded}`,
      {
        bold: true,
      },
    )
    for (const l of g.lines) {
      const purpose = lang === 'ar' && l.purposeAr ? l.purposeAr : l.purpose
      p(`• ${isolate(clean(purpose))} · ${t.designations[l.designation]}: ${money(l.amountCents)}`)
    }
    p(
      `${t.amount}: ${money(g.amountCents)} · ${t.paidWith}: ${isCardPayment(g.brand) ? ltr(card) : card}`,
      { gap: 6 },
    )
  }
}

export async function receiptPdf(
  data: ReceiptData,
  lang: ReceiptLang,
  statementYear?: number,
): Promise<Buffer> {
  const t = RECEIPT_TEXTS[lang]
  const rtl = lang === 'ar'
  const title = statementYear ? t.statementTitle(statementYear) : t.receiptTitle
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  registerFonts(doc)
  const p: Para = (text, o = {}) => paragraph(doc, text, { rtl, ...o })

  // The logo in the corner the text ends at; the organisations' blocks beside it.
  const endHeader = await drawLogo(doc, rtl)
  for (const issuer of data.issuers) issuerBlock(p, issuer, lang)
  endHeader()
  if (data.issuers.some((i) => isSample(i.texts[lang]))) {
    doc.fillColor('#b91c1c')
    p(t.sample, { size: 16, bold: true })
    p(t.sampleWhy, { gap: 6 })
    doc.fillColor('black')
  }
  p(title, { size: 18, bold: true, gap: 8 })
  p(`${t.donor}: ${isolate(clean(data.donorName))}`, { bold: true })
  for (const line of lines(rtl ? data.donorAddressAr : data.donorAddress)) p(isolate(line))
  doc.y += 8
  gifts(p, data.gifts, lang)
  for (const total of data.totals) {
    const label = statementYear ? t.totalForYear(statementYear) : t.total
    p(`${label}: ${receiptMoney(total.cents, total.currency, lang)}`, { bold: true, gap: 4 })
  }
  if (statementYear && data.designations.length > 0) {
    p(t.byDesignation, { bold: true })
    for (const d of data.designations)
      p(`${t.designations[d.designation]}: ${receiptMoney(d.cents, d.currency, lang)}`)
    doc.y += 4
  }
  if (data.gifts.some((g) => g.status === 'refunded')) p(t.refundedNote, { gap: 4 })
  p(statementYear ? t.noGoodsYear : t.noGoods, { gap: 4 })
  for (const issuer of data.issuers) closingBlock(doc, p, issuer, lang)
  doc.end()
  return done
}

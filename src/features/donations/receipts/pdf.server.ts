import 'server-only'
import PDFDocument from 'pdfkit'
import { formatMinorUnits } from '@/i18n/format-number'
import type { Currency } from '@/lib/money/currency'
import { isolate, ltr, paragraph, registerFonts } from '@/lib/pdf/bidi-text'
import { BRAND_LABELS, type CardBrand } from '../gateway/types'
import type { Gift, ReceiptData } from './receipts.server'
import { RECEIPT_TEXTS, type ReceiptLang } from './texts'

/**
 * The receipt of one donation and the statement of a year as PDF, in English or Arabic
 * (decision 0040): pdfkit with the embedded Noto Naskh Arabic faces and the project's bidi
 * paragraphs (src/lib/pdf/bidi-text.ts, decisions 0029 and 0088), so Arabic is shaped and right
 * to left; ids, dates and amounts are marked left to right, the donor's own texts isolated.
 * Names are the donor's own text: control characters are dropped, and a script the fonts lack
 * prints as empty boxes rather than failing the document.
 */
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, ' ')

const day = (iso: string) => ltr(iso.slice(0, 10))
/**
 * '$50.00' / 'EGP 50.00' marked left to right in English; in Arabic words and digits (decision
 * 0091). Every amount is written in its gift's currency.
 */
const money = (cents: number, lang: ReceiptLang, currency: Currency) =>
  lang === 'ar'
    ? formatMinorUnits(cents, 'ar', currency)
    : ltr(formatMinorUnits(cents, 'en', currency))

function gifts(
  p: (text: string, o?: { size?: number; bold?: boolean; gap?: number }) => void,
  list: Gift[],
  lang: ReceiptLang,
) {
  const t = RECEIPT_TEXTS[lang]
  for (const g of list) {
    const card = `${BRAND_LABELS[g.brand as CardBrand] ?? g.brand} ${g.last4}`
    // No brackets around the mark: the bidi layout does not mirror them in Arabic.
    const refunded =
      g.status === 'refunded'
        ? ` · ${t.statuses.refunded}`
        : g.refundedCents > 0
          ? ` · ${t.statuses.refunded}: ${money(g.refundedCents, lang, g.currency)}`
          : ''
    p(`${t.receiptNumber}: ${ltr(`D-${g.donationId}`)} · ${t.date}: ${day(g.paidAt)}${refunded}`, {
      bold: true,
    })
    for (const l of g.lines) {
      const purpose = lang === 'ar' && l.purposeAr ? l.purposeAr : l.purpose
      p(`• ${isolate(clean(purpose))}: ${money(l.amountCents, lang, g.currency)}`)
    }
    p(`${t.amount}: ${money(g.amountCents, lang, g.currency)} · ${t.paidWith}: ${ltr(card)}`, {
      gap: 6,
    })
  }
}

export function receiptPdf(
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
  const p = (text: string, o: { size?: number; bold?: boolean; gap?: number } = {}) =>
    paragraph(doc, text, { rtl, ...o })

  const org = data.organisation
  p(title, { size: 18, bold: true, gap: 8 })
  // The legal name and address are the receipt settings' (the US entity's, in English): on the
  // Arabic receipt they follow the organisation's Arabic name, introduced as such (issue 42 part 5).
  if (rtl) p(t.organisation, { bold: true })
  if (rtl) p(t.registeredAs)
  p(rtl ? ltr(clean(org.legalName)) : clean(org.legalName), { bold: !rtl })
  p(rtl ? clean(org.address).split('\n').map(ltr).join('\n') : clean(org.address))
  p(`${t.ein}: ${ltr(clean(org.ein))}`, { gap: 10 })
  p(`${t.donor}: ${isolate(clean(data.donorName))}`, { bold: true })
  if (data.donorAddress) p(clean(data.donorAddress))
  doc.y += 8
  gifts(p, data.gifts, lang)
  // One total per currency: pounds and dollars are never added (issue 44).
  for (const total of data.totals) {
    const label = statementYear ? t.totalForYear(statementYear) : t.total
    p(`${label}: ${money(total.cents, lang, total.currency)}`, { bold: true, gap: 4 })
  }
  if (statementYear && data.designations.length > 0) {
    p(t.byDesignation, { bold: true })
    for (const d of data.designations)
      p(`${t.designations[d.designation]}: ${money(d.cents, lang, d.currency)}`)
    doc.y += 4
  }
  if (data.gifts.some((g) => g.status === 'refunded')) p(t.refundedNote, { gap: 4 })
  p(statementYear ? t.noGoodsYear : t.noGoods, { gap: 4 })
  doc.end()
  return done
}

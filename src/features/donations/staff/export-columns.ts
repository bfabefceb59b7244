import { charityTimeZone, csvTime, zoneName } from '@/lib/clock'
import { csvAmount, formulaSafe } from '@/lib/csv'
import { paidWithShort } from '../gateway/card'
import {
  DEFAULT_CURRENCY,
  DEFAULT_DESIGNATION,
  DESIGNATIONS,
  isDesignation,
  type Designation,
} from '@/lib/money/currency'

/**
 * The treasurer's columns of the CSV exports of donations, plans and charges (issue 45 item 3,
 * decision 0105): named as a person reads them, purposes by name, dates in the charity's time
 * zone (named in the header) as "2026-12-01 19:10", which a spreadsheet reads as a date, money
 * in major units beside its currency (never one figure for two currencies), and every text
 * through the one formula guard of our CSVs (src/lib/csv.ts). Rows are built from the records
 * the plugin read (depth 1: purposes, places and plans come as records, not ids).
 */
type Doc = Record<string, unknown>
export type ExportedSlug = 'donations' | 'recurring-plans' | 'charges'

/** The labels of a select field's options, as the collection's config gives them. */
export type OptionLabel = (field: string, value: unknown) => string

interface Column {
  /** In English; headerIn writes it in the exporter's language. */
  header: string
  /** A date: the header names the time zone. */
  dated?: boolean
  value: (doc: Doc, label: OptionLabel, lang: ExportLang) => unknown
}

/** The language of the staff member who exports (Payload's `req.i18n.language`). */
export type ExportLang = 'en' | 'ar'

/** Zakat, Sadaqah or general: the designation of a donation line or plan (default general). */
const DESIGNATION_LABELS: Record<ExportLang, Record<Designation, string>> = {
  en: { general: 'General', zakat: 'Zakat', sadaqah: 'Sadaqah' },
  ar: { general: 'عام', zakat: 'زكاة', sadaqah: 'صدقة' },
}

/**
 * The headers for a staff member who reads the back office in Arabic (decision 0139): the
 * English ones stay as decision 0105 made them, for the spreadsheets and tools that read them.
 */
const ARABIC_HEADERS: Record<string, string> = {
  'Receipt number': 'رقم الإيصال',
  Date: 'التاريخ',
  Status: 'الحالة',
  Kind: 'النوع',
  Donor: 'المتبرع',
  Email: 'البريد الإلكتروني',
  Phone: 'الهاتف',
  Purpose: 'الغرض',
  Designation: 'التصنيف',
  Currency: 'العملة',
  Total: 'الإجمالي',
  'Process fee': 'رسوم المعالجة',
  Net: 'الصافي',
  Refunded: 'المسترد',
  'General amount': 'مبلغ عام',
  'Zakat amount': 'مبلغ الزكاة',
  'Sadaqah amount': 'مبلغ الصدقة',
  Card: 'البطاقة',
  Gateway: 'بوابة الدفع',
  'Gateway charge id': 'رقم العملية لدى البوابة',
  Street: 'الشارع',
  City: 'المدينة',
  State: 'المحافظة أو الولاية',
  Country: 'الدولة',
  'ZIP / postal code': 'الرمز البريدي',
  'Recurring plan': 'التبرع المتكرر',
  Notes: 'ملاحظات',
  Plan: 'التبرع المتكرر',
  'Amount per charge': 'مبلغ كل خصم',
  Repeat: 'التكرار',
  Started: 'البدء',
  'Next charge': 'الخصم التالي',
  'Last charged': 'آخر خصم',
  'Charges made': 'عدد الخصومات',
  'Failed tries': 'المحاولات الفاشلة',
  'Last error': 'آخر خطأ',
  'Started by receipt': 'بدأ بالإيصال',
  Amount: 'المبلغ',
  Code: 'الرمز',
  Message: 'الرسالة',
  'Idempotency key': 'مفتاح عدم التكرار',
}

/** A header in `lang`; a date's names the charity's time zone: "Date (Cairo time)". */
const headerIn = (lang: ExportLang, en: string, dated = false) => {
  const name = lang === 'ar' ? (ARABIC_HEADERS[en] ?? en) : en
  return dated ? `${name} (${zoneName(charityTimeZone(), lang)})` : name
}

const record = (value: unknown): Doc | null =>
  value && typeof value === 'object' ? (value as Doc) : null

/** A related record's id, whether it came as a record (depth 1) or as its id. */
const idOf = (value: unknown): string => {
  const r = record(value)
  const id = r ? r.id : value
  return id === null || id === undefined ? '' : String(id)
}

/** A text that may be localized: with the export's "all locales" it comes as { en, ar }. */
const text = (value: unknown): string => {
  const r = record(value)
  if (r) return text(r.en ?? Object.values(r)[0])
  return value === null || value === undefined ? '' : String(value)
}

const nameOf = (value: unknown, key: string) => text(record(value)?.[key] ?? '')
const when = (value: unknown) => csvTime(value as string | null | undefined)
const amount = (value: unknown) => csvAmount(typeof value === 'number' ? value : null)
/** Every money record names its currency (decision 0113); a missing one is the default. */
const currencyOf = (doc: Doc) => text(doc.currency) || DEFAULT_CURRENCY
const linesOf = (doc: Doc): Doc[] => (Array.isArray(doc.lines) ? (doc.lines as Doc[]) : [])
const designationOf = (line: Doc): Designation =>
  isDesignation(line.designation) ? line.designation : DEFAULT_DESIGNATION
/** The donation's receipt number, as its receipt prints it. */
const receiptNumber = (id: unknown) =>
  id === null || id === undefined || id === '' ? '' : `D-${id}`
const card = (doc: Doc) => {
  const c = record(doc.card)
  // A card's brand and digits, or the wallet or the cash (decision 0128).
  return c ? paidWithShort(text(c.brand), text(c.last4)) : ''
}

/** The amount of a donation's lines of one designation (0.00 when none). */
const designated = (designation: Designation): Column => ({
  header: `${DESIGNATION_LABELS.en[designation]} amount`,
  value: (doc) =>
    csvAmount(
      linesOf(doc)
        .filter((line) => designationOf(line) === designation)
        .reduce((sum, line) => sum + (typeof line.amount === 'number' ? line.amount : 0), 0),
    ),
})

function donationColumns(): Column[] {
  const address = (doc: Doc) => record(doc.address) ?? {}
  return [
    { header: 'Receipt number', value: (d) => receiptNumber(d.id) },
    { header: 'Date', dated: true, value: (d) => when(d.paidAt) },
    { header: 'Status', value: (d, label) => label('status', d.status) },
    { header: 'Kind', value: (d, label) => label('kind', d.kind) },
    { header: 'Donor', value: (d) => d.donorName },
    { header: 'Email', value: (d) => d.email },
    { header: 'Phone', value: (d) => d.phone },
    {
      header: 'Purpose',
      value: (d) =>
        linesOf(d)
          .map((l) => nameOf(l.purpose, 'name'))
          .join('; '),
    },
    {
      header: 'Designation',
      value: (d, _label, lang) =>
        linesOf(d)
          .map((l) => DESIGNATION_LABELS[lang][designationOf(l)])
          .join('; '),
    },
    { header: 'Currency', value: currencyOf },
    { header: 'Total', value: (d) => amount(d.total) },
    { header: 'Process fee', value: (d) => amount(d.fee) },
    { header: 'Net', value: (d) => amount(d.net) },
    { header: 'Refunded', value: (d) => amount(d.refunded ?? 0) },
    ...DESIGNATIONS.map(designated),
    { header: 'Card', value: card },
    { header: 'Gateway', value: (d) => d.gateway },
    { header: 'Gateway charge id', value: (d) => d.chargeId },
    { header: 'Street', value: (d) => address(d).street },
    { header: 'City', value: (d) => nameOf(address(d).city, 'nameEn') },
    { header: 'State', value: (d) => nameOf(address(d).state, 'nameEn') },
    { header: 'Country', value: (d) => nameOf(address(d).country, 'nameEn') },
    { header: 'ZIP / postal code', value: (d) => address(d).zipCode },
    { header: 'Recurring plan', value: (d) => idOf(d.plan) },
    { header: 'Notes', value: (d) => d.notes },
  ]
}

function planColumns(): Column[] {
  return [
    { header: 'Plan', value: (d) => d.id },
    { header: 'Status', value: (d, label) => label('status', d.status) },
    { header: 'Donor', value: (d) => d.donorName },
    { header: 'Email', value: (d) => d.email },
    { header: 'Purpose', value: (d) => nameOf(d.purpose, 'name') },
    {
      header: 'Designation',
      value: (d, _label, lang) => DESIGNATION_LABELS[lang][designationOf(d)],
    },
    { header: 'Currency', value: currencyOf },
    { header: 'Amount per charge', value: (d) => amount(d.amount) },
    { header: 'Repeat', value: (d, label) => label('repeatType', d.repeatType) },
    { header: 'Started', dated: true, value: (d) => when(d.startedAt) },
    { header: 'Next charge', dated: true, value: (d) => when(d.nextChargeAt) },
    { header: 'Last charged', dated: true, value: (d) => when(d.lastChargedAt) },
    { header: 'Charges made', value: (d) => d.chargesMade },
    { header: 'Failed tries', value: (d) => d.failedAttempts },
    { header: 'Last error', value: (d) => d.lastError },
    { header: 'Card', value: card },
    { header: 'Started by receipt', value: (d) => receiptNumber(idOf(d.startedBy)) },
  ]
}

function chargeColumns(): Column[] {
  return [
    { header: 'Date', dated: true, value: (d) => when(d.createdAt) },
    { header: 'Kind', value: (d, label) => label('kind', d.kind) },
    { header: 'Status', value: (d, label) => label('status', d.status) },
    { header: 'Currency', value: currencyOf },
    { header: 'Amount', value: (d) => amount(d.amount) },
    { header: 'Receipt number', value: (d) => receiptNumber(idOf(d.donation)) },
    { header: 'Recurring plan', value: (d) => idOf(d.plan) },
    { header: 'Gateway', value: (d) => d.gateway },
    { header: 'Gateway charge id', value: (d) => d.chargeId },
    { header: 'Code', value: (d) => d.code },
    { header: 'Message', value: (d) => d.message },
    { header: 'Idempotency key', value: (d) => d.idempotencyKey },
  ]
}

const COLUMNS: Record<ExportedSlug, () => Column[]> = {
  donations: donationColumns,
  'recurring-plans': planColumns,
  charges: chargeColumns,
}

/** The header of a collection's export, in its order, in the exporter's language. */
export const exportHeader = (slug: ExportedSlug, lang: ExportLang = 'en'): string[] =>
  COLUMNS[slug]().map((c) => headerIn(lang, c.header, c.dated))

/** One row per record, keyed by header (the plugin writes keys as the header, in this order). */
export function exportRows(
  slug: ExportedSlug,
  docs: Doc[],
  label: OptionLabel,
  lang: ExportLang = 'en',
): Doc[] {
  const columns = COLUMNS[slug]()
  return docs.map((doc) =>
    Object.fromEntries(
      columns.map((c) => {
        const value = c.value(doc, label, lang)
        const cell = formulaSafe(value === null || value === undefined ? '' : value)
        return [headerIn(lang, c.header, c.dated), cell]
      }),
    ),
  )
}

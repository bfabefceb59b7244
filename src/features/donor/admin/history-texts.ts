/**
 * The donor-history panel of a donation's page in the staff member's admin language (decision
 * 0119): English as it always read; Arabic for a staff member who picked Arabic. Statuses and
 * repeats by name, not their stored values; unknown values are shown as stored.
 */
type HistoryLang = 'en' | 'ar'

const en = {
  notLoaded: 'The donor could not be loaded.',
  notSent: 'The action could not be sent. Please try again.',
  sent: 'Sent.',
  loading: 'Loading the donor’s history…',
  title: (email: string) => `All gifts of ${email}`,
  columns: ['Date', 'For', 'Amount', 'Fee', 'Net', 'Card', 'Status', ''],
  resendReceipt: (id: number) => `Resend receipt D-${id}`,
  statements: 'Yearly statements',
  resendStatement: (year: number) => `Resend the ${year} statement`,
  plans: 'Recurring plans',
  log: 'Log',
  utc: 'UTC',
  statuses: {
    paid: 'paid',
    failed: 'failed',
    refunded: 'refunded',
    active: 'active',
    paused: 'paused',
    cancelled: 'cancelled',
  } as Record<string, string>,
  repeats: { weekly: 'weekly', biweekly: 'every two weeks', monthly: 'monthly' } as Record<
    string,
    string
  >,
}
type HistoryTexts = typeof en

const ar: HistoryTexts = {
  notLoaded: 'تعذّر تحميل بيانات المتبرع.',
  notSent: 'تعذّر تنفيذ الإجراء. يُرجى المحاولة مرة أخرى.',
  sent: 'تم الإرسال.',
  loading: 'جارٍ تحميل سجل المتبرع…',
  title: (email) => `كل تبرعات ${email}`,
  columns: ['التاريخ', 'لصالح', 'المبلغ', 'الرسوم', 'الصافي', 'البطاقة', 'الحالة', ''],
  resendReceipt: (id) => `إعادة إرسال الإيصال D-${id}`,
  statements: 'الكشوف السنوية',
  resendStatement: (year) => `إعادة إرسال كشف عام ${year}`,
  plans: 'التبرعات المتكررة',
  log: 'السجل',
  utc: 'بالتوقيت العالمي',
  statuses: {
    paid: 'مدفوع',
    failed: 'فشل',
    refunded: 'مردود',
    active: 'نشط',
    paused: 'متوقف مؤقتًا',
    cancelled: 'ملغى',
  },
  repeats: { weekly: 'أسبوعيًا', biweekly: 'كل أسبوعين', monthly: 'شهريًا' },
}

export const HISTORY_TEXTS: Record<HistoryLang, HistoryTexts> = { en, ar }

/** A stored value by its name in `lang`, or as stored when it has none. */
export const named = (names: Record<string, string>, value: string) => names[value] ?? value

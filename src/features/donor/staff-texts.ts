import type { AdminLang } from '@/lib/admin-language.server'

/** What a treasurer's endpoint is for, named in its refusals. */
export type StaffActivity = 'see donors' | 'refund donations' | 'reconcile donations'

/**
 * The answers of the treasurer's endpoints (/api/donor/staff/…) in the staff member's back-office
 * language (decision 0119); the English is what they always said.
 */
const en = {
  signIn: (what: StaffActivity) => `Sign in to the back office to ${what}.`,
  onlyTreasurers: (what: StaffActivity) => `Only treasurers and administrators can ${what}.`,
  donationNotFound: 'The donation was not found.',
  receiptSent: (id: number, email: string) => `The receipt D-${id} was sent to ${email}.`,
  statementNotFound: 'The statement was not found.',
  statementSent: (year: number, email: string) => `The ${year} statement was sent to ${email}.`,
  emailInvalid: 'Please enter a valid email',
}
export type StaffTexts = typeof en

const ACTIVITIES_AR: Record<StaffActivity, string> = {
  'see donors': 'الاطلاع على بيانات المتبرعين',
  'refund donations': 'رد التبرعات',
  'reconcile donations': 'مطابقة التبرعات',
}

const ar: StaffTexts = {
  signIn: (what) => `سجّل الدخول إلى لوحة التحكم لتتمكن من ${ACTIVITIES_AR[what]}.`,
  onlyTreasurers: (what) => `${ACTIVITIES_AR[what]} متاح لأمناء الصندوق والمسؤولين فقط.`,
  donationNotFound: 'لم يُعثر على التبرع.',
  receiptSent: (id, email) => `أُرسل الإيصال D-${id} إلى ${email}.`,
  statementNotFound: 'لم يُعثر على الكشف.',
  statementSent: (year, email) => `أُرسل كشف عام ${year} إلى ${email}.`,
  emailInvalid: 'يُرجى إدخال بريد إلكتروني صحيح',
}

export const STAFF_TEXTS: Record<AdminLang, StaffTexts> = { en, ar }

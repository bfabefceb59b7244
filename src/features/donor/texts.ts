/**
 * Every text of the donor portal (/donor, issue 20), in English and Arabic, in one place so the
 * Arabic site (/ar/donor) takes the same keys. The spec is silent on this portal: these texts
 * say what a donor would expect. Plain strings and small functions only (shared by the browser,
 * the server, the mails and the PDFs).
 */
import { formatUsd } from '@/features/donations/fees'
import { formatFullDate } from '@/i18n/format'
import { formatMinorUnits } from '@/i18n/format-number'
import type { Currency } from '@/lib/money/currency'

export type DonorLang = 'en' | 'ar'

export const DONOR_TEXTS = {
  en: {
    title: 'Your donations',
    /** Minor units of `currency` (USD unless told): '$35.00', 'EGP 35.00' (decision 0110). */
    money: (cents: number, currency: Currency = 'USD') =>
      currency === 'USD' ? formatUsd(cents) : formatMinorUnits(cents, 'en', currency),
    /** A line's Zakat or Sadaqah (issue 44 item 4); general giving says nothing. */
    designations: { general: '', zakat: 'Zakat', sadaqah: 'Sadaqah' },
    comma: ', ',
    /** A day as the portal shows it: ISO in English, the Arabic date in Arabic (ISO reads backwards in RTL). */
    day: (iso: string) => iso.slice(0, 10),
    intro:
      'Sign in with your e-mail address to see your gifts, download receipts and manage your recurring donations.',
    email: 'E-mail address',
    sendCode: 'Send me a code',
    codeSent:
      'If this address can sign in, a 6-digit code is on its way. It expires in 10 minutes.',
    code: 'One-time code',
    verify: 'Sign in',
    wrongCode: 'The code is incorrect.',
    tooManyWrongCodes: 'Too many wrong codes. Please ask for a new code.',
    expired: 'The code has expired. Please ask for a new code.',
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out on every device',
    signedOut: 'You are signed out.',
    history: 'Your gifts',
    noGifts: 'No gifts under this address yet.',
    date: 'Date',
    purposes: 'For',
    amount: 'Amount',
    fee: 'Fee',
    net: 'Net',
    card: 'Card',
    status: 'Status',
    receipt: 'Receipt',
    statuses: { paid: 'Paid', failed: 'Failed', refunded: 'Refunded' },
    previous: 'Newer',
    next: 'Older',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    pdfEnglish: 'PDF',
    pdfArabic: 'PDF (العربية)',
    statements: 'Yearly statements',
    statementFor: (year: number) => `Statement ${year}`,
    plans: 'Recurring donations',
    noPlans: 'No recurring donations.',
    planStatuses: { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' },
    nextCharge: 'Next charge',
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel',
    confirmCancel: 'Cancel this recurring donation? Nothing more will be charged.',
    change: 'Save changes',
    frequency: 'Frequency',
    /** REPEAT_LABELS (the donation form's), in a sentence and as choices. */
    repeats: { weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' },
    repeatChoices: { weekly: 'Weekly', biweekly: 'Biweekly', monthly: 'Monthly' },
    planUpdated: 'Your recurring donation was updated. We sent you an e-mail.',
    planCancelled: 'Your recurring donation is cancelled. Nothing more will be charged.',
    planNotChangeable: 'A cancelled recurring donation cannot be changed.',
    /** What a change did, as the plan-change mail and the treasurer's record say it. */
    changed: {
      pause: 'paused. Nothing is charged until you resume it.',
      resume: 'resumed.',
      cancel: 'cancelled. Nothing more will be charged.',
      terms: (cents: number, repeat: 'weekly' | 'biweekly' | 'monthly') =>
        `${formatUsd(cents)}, ${repeat}`,
      change: (now: string, was: string) => `now ${now} (was ${was}).`,
      card: (now: string, was: string) => `now paid with the ${now} (was the ${was}).`,
    },
    cardOnPlan: (card: string) => `Paid with ${card}`,
    /** A pledge (decision 0122): what it is, its next reminder, its unpaid period's link. */
    pledgeKind:
      'A pledge: nothing is charged automatically. On each due day we e-mail you a link to pay that period by card, mobile wallet or in cash at an Aman or Fawry kiosk.',
    nextReminder: 'Next reminder',
    periodUnpaid: 'The current period is not paid yet.',
    payNow: 'Pay now',
    pledgeNoCard: 'A pledge is paid on each reminder’s link: it has no card to replace.',
    kioskPending: 'Waiting for your payment at a kiosk',
    kioskLine: (amount: string, until: string) =>
      `${amount} to pay in cash at any Aman or Fawry outlet${until ? ` by ${until}` : ''}, with the reference`,
    hostedCardKept:
      "This donation's card is kept by Paymob, our payment service in Egypt, and cannot be replaced on this page. To give with another card, cancel this donation and start a new monthly donation in pounds: you enter the new card on Paymob's secure page.",
    pledgeNotChangeable:
      'A pledge’s amount and frequency cannot be changed: cancel it and start a new one.',
    replaceCard: 'Replace card',
    newCard: 'New card for this recurring donation',
    sendCardCode: 'Send me a code',
    keepCard: 'Keep the current card',
    cardCodeSent:
      'We sent a 6-digit code to your e-mail. Enter it to put the new card on this recurring donation. It expires in 10 minutes.',
    confirmCard: 'Confirm the new card',
    cardReplaced: 'Your recurring donation now uses the new card. We sent you an e-mail.',
    mailFailed: 'We could not send the code to your email. Please try again.',
    cardCodeExpired: 'The code has expired. Please enter the card again.',
    cardTooManyWrongCodes: 'Too many wrong codes. Please enter the card again.',
    notFound: 'Not found.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    details: 'Your details for receipts',
    name: 'Name',
    phone: 'Phone',
    address: 'Postal address',
    saveDetails: 'Save details',
    detailsSaved: 'Your details are saved.',
    newsletter: 'Send me the newsletter',
  },
  ar: {
    title: 'تبرعاتك',
    money: (cents: number, currency: Currency = 'USD') => formatMinorUnits(cents, 'ar', currency),
    designations: { general: '', zakat: 'زكاة', sadaqah: 'صدقة' },
    comma: '، ',
    day: (iso: string) => formatFullDate(iso, 'ar') ?? iso.slice(0, 10),
    intro: 'سجّل الدخول ببريدك الإلكتروني لترى تبرعاتك وتنزّل الإيصالات وتدير تبرعاتك المتكررة.',
    email: 'البريد الإلكتروني',
    sendCode: 'أرسل لي رمزًا',
    codeSent:
      'إن كان هذا العنوان يستطيع الدخول فالرمز المكوّن من 6 أرقام في الطريق. تنتهي صلاحيته بعد 10 دقائق.',
    code: 'الرمز لمرة واحدة',
    verify: 'تسجيل الدخول',
    wrongCode: 'الرمز غير صحيح.',
    tooManyWrongCodes: 'محاولات خاطئة كثيرة. اطلب رمزًا جديدًا.',
    expired: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
    signedInAs: (email: string) => `مسجّل الدخول باسم ${email}`,
    signOut: 'تسجيل الخروج',
    signOutEverywhere: 'تسجيل الخروج من كل الأجهزة',
    signedOut: 'تم تسجيل خروجك.',
    history: 'تبرعاتك',
    noGifts: 'لا توجد تبرعات بهذا العنوان بعد.',
    date: 'التاريخ',
    purposes: 'الغرض',
    amount: 'المبلغ',
    fee: 'الرسوم',
    net: 'الصافي',
    card: 'البطاقة',
    status: 'الحالة',
    receipt: 'الإيصال',
    statuses: { paid: 'مدفوع', failed: 'فشل', refunded: 'مسترد' },
    previous: 'الأحدث',
    next: 'الأقدم',
    page: (n: number, of: number) => `صفحة ${n} من ${of}`,
    pdfEnglish: 'PDF (بالإنجليزية)',
    pdfArabic: 'PDF',
    statements: 'الكشوف السنوية',
    statementFor: (year: number) => `كشف ${year}`,
    plans: 'التبرعات المتكررة',
    noPlans: 'لا توجد تبرعات متكررة.',
    planStatuses: { active: 'نشط', paused: 'متوقف مؤقتًا', cancelled: 'ملغى' },
    nextCharge: 'الخصم التالي',
    pause: 'إيقاف مؤقت',
    resume: 'استئناف',
    cancel: 'إلغاء',
    confirmCancel: 'هل تريد إلغاء هذا التبرع المتكرر؟ لن يُخصم أي مبلغ بعد ذلك.',
    change: 'حفظ التغييرات',
    frequency: 'التكرار',
    repeats: { weekly: 'أسبوعيًا', biweekly: 'كل أسبوعين', monthly: 'شهريًا' },
    repeatChoices: { weekly: 'أسبوعيًا', biweekly: 'كل أسبوعين', monthly: 'شهريًا' },
    planUpdated: 'تم تحديث تبرعك المتكرر. أرسلنا إليك رسالة.',
    planCancelled: 'تم إلغاء تبرعك المتكرر. لن يُخصم أي مبلغ بعد ذلك.',
    planNotChangeable: 'لا يمكن تغيير تبرع متكرر ملغى.',
    changed: {
      pause: 'أُوقف مؤقتًا، ولن يُخصم أي مبلغ حتى تستأنفه.',
      resume: 'استُؤنف.',
      cancel: 'أُلغي، ولن يُخصم أي مبلغ بعد الآن.',
      terms: (cents: number, repeat: 'weekly' | 'biweekly' | 'monthly') =>
        `${formatMinorUnits(cents, 'ar')} ${{ weekly: 'أسبوعيًا', biweekly: 'كل أسبوعين', monthly: 'شهريًا' }[repeat]}`,
      change: (now: string, was: string) => `أصبح ${now} (بدلًا من ${was}).`,
      card: (now: string, was: string) => `أصبح يُخصم من ${now} (بدلًا من ${was}).`,
    },
    cardOnPlan: (card: string) => `الدفع ب${card}`,
    pledgeKind:
      'تعهّد: لا يُخصم أي مبلغ تلقائيًا. في كل موعد نرسل إليك بالبريد الإلكتروني رابطًا لدفع تلك الدورة بالبطاقة أو المحفظة الإلكترونية أو نقدًا في منافذ أمان وفوري.',
    nextReminder: 'التذكير التالي',
    periodUnpaid: 'لم تُدفع الدورة الحالية بعد.',
    payNow: 'ادفع الآن',
    pledgeNoCard: 'يُدفع التعهّد عبر رابط كل تذكير: لا توجد بطاقة لاستبدالها.',
    kioskPending: 'بانتظار دفعك في منفذ أمان أو فوري',
    kioskLine: (amount: string, until: string) =>
      `${amount} تُدفع نقدًا في أي منفذ أمان أو فوري${until ? ` قبل ${until}` : ''}، بالرقم المرجعي`,
    hostedCardKept:
      'تحتفظ باي موب، خدمة الدفع لدينا في مصر، ببطاقة هذا التبرع، ولا يمكن استبدالها من هذه الصفحة. لاستخدام بطاقة أخرى، ألغِ هذا التبرع وابدأ تبرعًا شهريًا جديدًا بالجنيه، وستُدخل البطاقة الجديدة في صفحة الدفع الآمنة لدى باي موب.',
    pledgeNotChangeable: 'لا يمكن تغيير مبلغ التعهّد أو تكراره: ألغِه وابدأ تعهّدًا جديدًا.',
    replaceCard: 'استبدال البطاقة',
    newCard: 'بطاقة جديدة لهذا التبرع المتكرر',
    sendCardCode: 'أرسل لي رمزًا',
    keepCard: 'الإبقاء على البطاقة الحالية',
    cardCodeSent:
      'أرسلنا رمزًا من 6 أرقام إلى بريدك الإلكتروني. أدخله لاعتماد البطاقة الجديدة لهذا التبرع المتكرر. تنتهي صلاحيته بعد 10 دقائق.',
    confirmCard: 'تأكيد البطاقة الجديدة',
    cardReplaced: 'أصبح تبرعك المتكرر يُخصم من البطاقة الجديدة. أرسلنا إليك رسالة.',
    mailFailed: 'تعذّر إرسال الرمز إلى بريدك الإلكتروني. حاول مرة أخرى.',
    cardCodeExpired: 'انتهت صلاحية الرمز. أدخل البطاقة مرة أخرى.',
    cardTooManyWrongCodes: 'محاولات خاطئة كثيرة. أدخل البطاقة مرة أخرى.',
    notFound: 'غير موجود.',
    sessionEnded: 'انتهت جلستك. سجّل الدخول مرة أخرى.',
    details: 'بياناتك للإيصالات',
    name: 'الاسم',
    phone: 'الهاتف',
    address: 'العنوان البريدي',
    saveDetails: 'حفظ البيانات',
    detailsSaved: 'تم حفظ بياناتك.',
    newsletter: 'أرسلوا لي النشرة الإخبارية',
  },
} as const

export type DonorTexts = (typeof DONOR_TEXTS)[DonorLang]

/** The words of a plan's "Replace card" (the donations feature's form, given them by the page). */
export function cardChangeTexts(lang: DonorLang) {
  const t = DONOR_TEXTS[lang]
  return {
    replaceCard: t.replaceCard,
    newCard: t.newCard,
    sendCardCode: t.sendCardCode,
    keepCard: t.keepCard,
    confirmCard: t.confirmCard,
    code: t.code,
  }
}

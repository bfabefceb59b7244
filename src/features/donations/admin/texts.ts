import type { Currency } from '@/lib/money/currency'
import { staffLang, staffMoney, type StaffLang } from '../staff/staff-money'

/**
 * The words of the donation pages' own panels (refund, reconciliation) in the admin's language
 * (issue 46 item 5, decision 0114): English as it always read; Modern Standard Arabic for a staff
 * member who picked Arabic (Payload's `i18n.language`). Arabic money as every Arabic page writes
 * it (decision 0091); each amount in its gift's currency (decision 0113).
 */
export type PanelLang = StaffLang

export const panelLang = staffLang

/** An amount in its currency: '$25.00' / 'EGP 25.00' in English; '٢٥٫٠٠ ج.م' in Arabic. */
const usd =
  (lang: PanelLang) =>
  (cents: number, currency: Currency = 'USD') =>
    staffMoney(cents, currency, lang)

/** The gateways by the names staff know them (the sandbox moves no money: decision 0011). */
const GATEWAY_NAMES: Record<PanelLang, Record<string, string>> = {
  en: {
    sandbox: 'Sandbox (test payments, no money moves)',
    stripe: 'Stripe (cards)',
    paymob: 'Paymob (cards, wallets and kiosks in Egypt)',
  },
  ar: {
    sandbox: 'البيئة التجريبية (مدفوعات اختبار لا تنقل أموالًا)',
    stripe: 'Stripe (البطاقات)',
    paymob: 'باي موب (البطاقات والمحافظ والأكشاك في مصر)',
  },
}

const en = {
  money: usd('en'),
  refund: {
    notSent: 'The refund could not be sent. Check the connection and try again.',
    refundedInFull: (amount: string) => `Refunded in full (${amount}).`,
    checkAmount: 'Check the amount.',
    made: 'The refund was made.',
    mailed: (message: string) => `${message} The donor was mailed.`,
    title: 'Refund',
    summary: (refunded: string, total: string, left: string) =>
      `${refunded} refunded of ${total}; ${left} left.`,
    open: 'Refund…',
    amountLabel: (currency: Currency) => `Amount to refund (${currency})`,
    continue: 'Continue',
    cancel: 'Cancel',
    confirmQuestion: (amount: string, id: string, donor: string, wallet = false) =>
      `Refund ${amount} of donation D-${id} to ${donor}'s ${wallet ? 'mobile wallet' : 'card'}? This cannot be undone.`,
    /** Cash paid at an outlet (decision 0128): no refund through Paymob. */
    kiosk:
      'Paid in cash at an Aman or Fawry outlet: Paymob cannot refund it. Give the money back another way (a bank transfer or in cash).',
    confirm: (amount: string) => `Confirm the refund of ${amount}`,
    back: 'Back',
  },
  reconcile: {
    notLoaded: 'The reconciliation could not be loaded. Try again.',
    open: 'Reconcile with the payment gateway…',
    title: 'Reconcile with the payment gateway',
    from: 'From',
    to: 'To',
    checking: 'Checking…',
    check: 'Check',
    withoutCharge: (n: number) => `Donations without a gateway charge (${n})`,
    withoutDonation: (gateway: string, n: number) =>
      `Charges at the gateway (${gateway}) without a donation (${n})`,
    none: 'None.',
    donation: 'Donation',
    date: 'Date',
    donor: 'Donor',
    total: 'Total',
    chargeId: 'Charge id',
    amount: 'Amount',
    gatewayTitle: (gateway: string) => GATEWAY_NAMES.en[gateway] ?? gateway,
    nothingInRange: 'No donations and no charges in this range.',
    currency: 'Currency',
    recorded: 'Our donations',
    charged: 'At the gateway',
    figure: (amount: string, n: number) => `${amount} (count: ${n})`,
  },
}

export type DonationPanelTexts = typeof en

const ar: DonationPanelTexts = {
  money: usd('ar'),
  refund: {
    notSent: 'تعذّر إرسال طلب الاسترداد. تحقّق من الاتصال ثم أعد المحاولة.',
    refundedInFull: (amount: string) => `استُرد المبلغ كاملًا (${amount}).`,
    checkAmount: 'راجع المبلغ.',
    made: 'تم الاسترداد.',
    mailed: (message: string) => `${message} وأُرسل بريد إلى المتبرع.`,
    title: 'استرداد',
    summary: (refunded: string, total: string, left: string) =>
      `استُرد ${refunded} من ${total}؛ المتبقي ${left}.`,
    open: 'استرداد…',
    // The pound as Arabic receipts print it (decision 0110); the dollar in words (decision 0091).
    amountLabel: (currency) =>
      `المبلغ المراد استرداده (${currency === 'EGP' ? 'ج.م' : 'بالدولار الأمريكي'})`,
    continue: 'متابعة',
    cancel: 'إلغاء',
    confirmQuestion: (amount: string, id: string, donor: string, wallet = false) =>
      `هل تريد رد ${amount} من التبرع D-${id} إلى ${wallet ? 'المحفظة الإلكترونية' : 'بطاقة'} ${donor}؟ لا يمكن التراجع عن ذلك.`,
    kiosk:
      'دُفع نقدًا في منفذ أمان أو فوري، ولا يمكن استرداده عبر باي موب. رُدّ المبلغ بطريقة أخرى (تحويل مصرفي أو نقدًا).',
    confirm: (amount: string) => `تأكيد استرداد ${amount}`,
    back: 'رجوع',
  },
  reconcile: {
    notLoaded: 'تعذّر تحميل المطابقة. أعد المحاولة.',
    open: 'المطابقة مع بوابة الدفع…',
    title: 'المطابقة مع بوابة الدفع',
    from: 'من',
    to: 'إلى',
    checking: 'جارٍ الفحص…',
    check: 'فحص',
    withoutCharge: (n: number) => `تبرعات ليس لها عملية دفع لدى البوابة (${n})`,
    withoutDonation: (gateway: string, n: number) =>
      `عمليات دفع لدى البوابة (${gateway}) ليس لها تبرع (${n})`,
    none: 'لا شيء.',
    donation: 'التبرع',
    date: 'التاريخ',
    donor: 'المتبرع',
    total: 'الإجمالي',
    chargeId: 'رقم عملية الدفع',
    amount: 'المبلغ',
    gatewayTitle: (gateway) => GATEWAY_NAMES.ar[gateway] ?? `بوابة ${gateway}`,
    nothingInRange: 'لا تبرعات ولا عمليات دفع في هذه الفترة.',
    currency: 'العملة',
    recorded: 'تبرعاتنا',
    charged: 'لدى البوابة',
    figure: (amount, n) => `${amount} (العدد: ${n})`,
  },
}

export const DONATION_PANEL_TEXTS: Record<PanelLang, DonationPanelTexts> = { en, ar }

/**
 * The texts of the PDF receipts and yearly statements (moved from the donor portal's texts,
 * decision 0093), in English and Arabic. Spec-silent: what a donor and a tax office expect.
 */
export type ReceiptLang = 'en' | 'ar'

export const RECEIPT_TEXTS = {
  en: {
    date: 'Date',
    amount: 'Amount',
    statuses: { refunded: 'Refunded' },
    receiptTitle: 'Donation receipt',
    statementTitle: (year: number) => `Statement of donations for ${year}`,
    receiptNumber: 'Receipt number',
    ein: 'EIN',
    organisation: 'New Egypt Foundation',
    registeredAs: 'Registered as:',
    donor: 'Donor',
    paidWith: 'Paid with',
    total: 'Total',
    totalForYear: (year: number) => `Total donations in ${year}`,
    refundedNote: 'Refunded gifts are listed and not counted in the total.',
    byDesignation: 'By designation',
    designations: { general: 'General', zakat: 'Zakat', sadaqah: 'Sadaqah' },
    noGoods: 'No goods or services were provided in exchange for this contribution.',
    noGoodsYear: 'No goods or services were provided in exchange for these contributions.',
  },
  ar: {
    date: 'التاريخ',
    amount: 'المبلغ',
    statuses: { refunded: 'مسترد' },
    receiptTitle: 'إيصال تبرع',
    statementTitle: (year: number) => `كشف التبرعات لعام ${year}`,
    receiptNumber: 'رقم الإيصال',
    ein: 'رقم التعريف الضريبي',
    organisation: 'مؤسسة مصر الجديدة',
    registeredAs: 'الاسم والعنوان المسجّلان للمؤسسة، بالإنجليزية:',
    donor: 'المتبرع',
    paidWith: 'وسيلة الدفع',
    total: 'الإجمالي',
    totalForYear: (year: number) => `إجمالي التبرعات في ${year}`,
    refundedNote: 'التبرعات المستردة مذكورة ولا تدخل في الإجمالي.',
    byDesignation: 'حسب نوع التبرع',
    designations: { general: 'تبرع عام', zakat: 'زكاة', sadaqah: 'صدقة' },
    noGoods: 'لم تقدم أي سلع أو خدمات مقابل هذا التبرع.',
    noGoodsYear: 'لم تقدم أي سلع أو خدمات مقابل هذه التبرعات.',
  },
} as const

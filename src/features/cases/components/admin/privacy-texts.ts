/**
 * The case page's privacy panel in the admin's language (issue 46 item 5, decision 0114):
 * English as it always read; Modern Standard Arabic for a staff member who picked Arabic.
 */
const en = {
  title: 'Applicant data',
  export: 'Export data (JSON with photos)',
  erase: 'Erase personal data',
  confirmErase: 'Erase the personal data and photos of this request? This cannot be undone.',
  erased: 'Erased. Reload the page to see the record.',
  failed: (status: number) => `Erasure failed (${status}).`,
}

export type PrivacyTexts = typeof en

const ar: PrivacyTexts = {
  title: 'بيانات مقدم الطلب',
  export: 'تصدير البيانات (JSON مع الصور)',
  erase: 'محو البيانات الشخصية',
  confirmErase: 'هل تريد محو البيانات الشخصية والصور الخاصة بهذا الطلب؟ لا يمكن التراجع عن ذلك.',
  erased: 'تم المحو. أعد تحميل الصفحة لعرض السجل.',
  failed: (status: number) => `تعذّر المحو (${status}).`,
}

export const PRIVACY_TEXTS = { en, ar }

/** The texts of Payload's admin language: Arabic for 'ar', English otherwise. */
export const privacyTexts = (language: string | undefined): PrivacyTexts =>
  language === 'ar' ? ar : en

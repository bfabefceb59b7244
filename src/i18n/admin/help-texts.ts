/**
 * Help texts for fields a newcomer to the back office could misread (issue 46 item 5), by
 * collection slug and field name, in both languages. Given only to a field that has no help
 * text of its own, so the collection files stay as they are.
 */
export const HELP_TEXTS: Record<string, { en: string; ar: string }> = {
  'donations.chargeId': {
    en: "The payment gateway's reference for this payment: search for it in the gateway's dashboard to find the same payment.",
    ar: 'مرجع هذه العملية لدى بوابة الدفع: ابحث عنه في لوحة تحكم البوابة لتجد العملية نفسها.',
  },
  'donations.gateway': {
    en: 'The payment service that took the money. The sandbox is for testing and moves no real money.',
    ar: 'خدمة الدفع التي حصَّلت المبلغ. البيئة التجريبية (sandbox) للاختبار فقط ولا تنقل أموالًا حقيقية.',
  },
  'donations.kind': {
    en: 'Donation form: a gift made on the site. Recurring charge: a later charge of a recurring plan.',
    ar: 'نموذج التبرع: تبرع قُدِّم في الموقع. خصم متكرر: خصم لاحق من خطة تبرع متكرر.',
  },
  'donations.amount': {
    en: 'In cents: 10000 is 100.00.',
    ar: 'بالسنت: 10000 تعني 100.00.',
  },
  'donations.fee': {
    en: "In cents: the payment service's fee, taken from the total; the net is what the foundation receives.",
    ar: 'بالسنت: رسوم خدمة الدفع، تُخصم من الإجمالي؛ والصافي هو ما تتلقاه المؤسسة.',
  },
  'donations.mailLanguage': {
    en: 'The language of the page the donor used: receipts and notices are mailed in it.',
    ar: 'لغة الصفحة التي استخدمها المتبرع: تُرسل إليه الإيصالات والإشعارات بها.',
  },
  'recurring-plans.amount': {
    en: 'In cents: 2550 is 25.50 per charge.',
    ar: 'بالسنت: 2550 تعني 25.50 في كل خصم.',
  },
  'contact-messages.status': {
    en: 'New: nobody has read it yet. Read: read, not answered yet. Answered: a reply was sent.',
    ar: 'جديدة: لم يقرأها أحد بعد. مقروءة: قُرئت ولم يُرد عليها بعد. تم الرد: أُرسل رد.',
  },
  'contact-messages.notes': {
    en: 'Seen by staff only; never mailed to the sender.',
    ar: 'لا يراها إلا الموظفون؛ ولا تُرسل إلى المرسل أبدًا.',
  },
  'case-requests.status': {
    en: 'Changing it mails the applicant the new status in the language of their request.',
    ar: 'تغييرها يرسل إلى مقدِّم الطلب الحالة الجديدة بلغة طلبه.',
  },
  'case-requests.notes': {
    en: 'Seen by staff only; never shown to the applicant.',
    ar: 'لا يراها إلا الموظفون؛ ولا تظهر لمقدِّم الطلب أبدًا.',
  },
  'meetings.quorumType': {
    en: 'Number of members: the quorum is a number of votes. Percent of invited members: a share of those invited.',
    ar: 'عدد الأعضاء: النصاب عدد من الأصوات. نسبة من الأعضاء المدعوين: حصة ممن دُعوا إلى التصويت.',
  },
  'meetings.invitees': {
    en: 'Each invited member gets a personal voting link by e-mail.',
    ar: 'يتلقى كل عضو مدعو رابط تصويت خاصًّا به بالبريد الإلكتروني.',
  },
  'volunteer-applications.status': {
    en: 'Where the application stands; the volunteer is not mailed when it changes.',
    ar: 'المرحلة التي بلغها الطلب؛ ولا يُراسَل المتطوع عند تغييرها.',
  },
}

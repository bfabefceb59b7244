import type { Designation } from '@/lib/money/currency'

/**
 * Every word of the back office's home in the admin's language (issue 46 item 5): English as it
 * always read, and Modern Standard Arabic for a staff member who picked Arabic on their account
 * page (Payload's `req.i18n.language`, decision 0101). One object per language, so a key added
 * in English without its Arabic fails the type check and texts.test.ts.
 */
export type Lang = 'en' | 'ar'

/**
 * A counted noun. English: one and many. Arabic counts agree with the number (Intl.PluralRules
 * 'ar'): one and two are words of their own ("تبرع واحد", "تبرعان"); 3–10 take the plural
 * ("3 تبرعات"), 11–99 the accusative singular ("11 تبرعًا"), 100 and more the singular ("100 تبرع").
 */
export type Noun =
  | { one: string; other: string }
  | { one: string; two: string; few: string; many: string; other: string }

type NounKey =
  | 'gift'
  | 'pausedPlan'
  | 'expiredCode'
  | 'signUp'
  | 'message'
  | 'request'
  | 'openMeeting'
  | 'draft'
  | 'mailKept'

const en = {
  welcome: (name: string) => `Welcome, ${name}`,
  lead: (date: string) => `New Egypt Foundation back office · ${date} (Cairo time)`,
  noRole:
    'Your account has no role with a dashboard yet. The menu lists what you can open; an administrator gives roles under Users.',
  openList: 'Open the list',
  net: 'net',
  given: 'given',
  gifts: 'Gifts',
  giftsLink: "This month's gifts",
  giftsNote: 'Paid gifts, refunds left out; net of processing fees; each currency apart.',
  byDesignation: 'This month by designation',
  recentGifts: 'Last 10 gifts',
  recentGiftsLink: 'All donations',
  noGifts: 'No gifts yet.',
  pausedPlans: 'Recurring plans paused after failed charges',
  pausedPlansLink: 'Open the paused plans',
  noPausedPlan: 'No plan is paused.',
  expiredStaged: 'Donations never confirmed',
  expiredStagedNote:
    'Staged donations whose e-mailed code was never entered. A sudden rise can mean someone is testing stolen cards.',
  volunteers: 'New volunteer sign-ups',
  volunteersLink: 'All new sign-ups, oldest first',
  noSignUps: 'No new sign-ups.',
  messages: 'Contact messages to answer',
  messagesLink: 'All unanswered messages, oldest first',
  noMessages: 'Every message is answered.',
  cases: 'Case requests',
  casesLink: 'All new requests, oldest first',
  oldestNew: 'Oldest new requests',
  noRequests: 'No new requests.',
  meetings: 'Meetings open for voting',
  meetingsLink: 'All open meetings',
  noMeetings: 'No meeting is open for voting.',
  articles: 'Articles',
  drafts: 'Drafts',
  noDrafts: 'No drafts.',
  allDrafts: 'All drafts',
  scheduled: 'Scheduled',
  noScheduled: 'Nothing scheduled.',
  lastPublished: 'Last published',
  noPublished: 'Nothing published yet.',
  allPublished: 'All published articles',
  outbox: 'Outbox',
  outboxLink: 'Open the outbox',
  outboxNote: 'No SMTP server is set (SMTP_HOST), so mail is kept here instead of being sent.',
  outboxEmpty: 'The outbox is empty.',
  // Figures and records (the panels' queries).
  today: 'Today',
  thisWeek: 'This week',
  thisMonth: 'This month',
  designations: { zakat: 'Zakat', sadaqah: 'Sadaqah', general: 'General' } as Record<
    Designation,
    string
  >,
  caseStatuses: {
    new: 'New',
    'under-review': 'Under review',
    approved: 'Approved',
    rejected: 'Rejected',
    assisted: 'Assisted',
  } as Record<string, string>,
  repeats: { weekly: 'weekly', biweekly: 'every two weeks', monthly: 'monthly' } as Record<
    string,
    string
  >,
  refunded: 'refunded',
  readNotAnswered: 'read, not answered',
  untitledArticle: 'Untitled article',
  draft: 'Draft',
  publishes: 'Publishes',
  published: 'Published',
  meeting: (code: string) => `Meeting ${code}`,
  mailTo: (to: string) => `To ${to}`,
  nouns: {
    gift: { one: 'gift', other: 'gifts' },
    pausedPlan: { one: 'paused plan', other: 'paused plans' },
    expiredCode: { one: 'expired code', other: 'expired codes' },
    signUp: { one: 'new sign-up', other: 'new sign-ups' },
    message: { one: 'message', other: 'messages' },
    request: { one: 'request', other: 'requests' },
    openMeeting: { one: 'open meeting', other: 'open meetings' },
    draft: { one: 'draft', other: 'drafts' },
    mailKept: { one: 'mail kept', other: 'mails kept' },
  } as Record<NounKey, Noun>,
}

export type DashboardTexts = typeof en
export type { NounKey }

const ar: DashboardTexts = {
  welcome: (name: string) => `مرحبًا، ${name}`,
  lead: (date: string) => `لوحة إدارة مؤسسة مصر الجديدة · ${date} (بتوقيت القاهرة)`,
  noRole:
    'لم يُمنح حسابك بعدُ دورًا له لوحة متابعة. تعرض القائمة ما يمكنك فتحه، ويمنح المسؤول الأدوار من صفحة المستخدمين.',
  openList: 'فتح القائمة',
  net: 'صافيًا',
  given: 'مُتبرَّعًا به',
  gifts: 'التبرعات',
  giftsLink: 'تبرعات هذا الشهر',
  giftsNote: 'التبرعات المدفوعة دون المستردة، صافيةً بعد رسوم المعالجة، وكل عملة على حدة.',
  byDesignation: 'هذا الشهر حسب التخصيص',
  recentGifts: 'آخر 10 تبرعات',
  recentGiftsLink: 'كل التبرعات',
  noGifts: 'لا تبرعات بعد.',
  pausedPlans: 'خطط التبرع المتكرر الموقوفة بعد تعذّر الخصم',
  pausedPlansLink: 'فتح الخطط الموقوفة',
  noPausedPlan: 'لا توجد خطة موقوفة.',
  expiredStaged: 'تبرعات لم تُؤكَّد قط',
  expiredStagedNote:
    'تبرعات مبدئية لم يُدخَل رمزها المرسل بالبريد الإلكتروني. قد تعني زيادتها المفاجئة أن أحدًا يجرّب بطاقات مسروقة.',
  volunteers: 'طلبات التطوع الجديدة',
  volunteersLink: 'كل طلبات التطوع الجديدة، الأقدم أولًا',
  noSignUps: 'لا توجد طلبات تطوع جديدة.',
  messages: 'رسائل تواصل بانتظار الرد',
  messagesLink: 'كل الرسائل التي لم يُرد عليها، الأقدم أولًا',
  noMessages: 'تم الرد على كل الرسائل.',
  cases: 'طلبات المساعدة',
  casesLink: 'كل الطلبات الجديدة، الأقدم أولًا',
  oldestNew: 'أقدم الطلبات الجديدة',
  noRequests: 'لا توجد طلبات جديدة.',
  meetings: 'اجتماعات مفتوحة للتصويت',
  meetingsLink: 'كل الاجتماعات المفتوحة',
  noMeetings: 'لا يوجد اجتماع مفتوح للتصويت.',
  articles: 'المقالات',
  drafts: 'المسودات',
  noDrafts: 'لا توجد مسودات.',
  allDrafts: 'كل المسودات',
  scheduled: 'المجدولة',
  noScheduled: 'لا شيء مجدول.',
  lastPublished: 'آخر ما نُشر',
  noPublished: 'لم يُنشر شيء بعد.',
  allPublished: 'كل المقالات المنشورة',
  outbox: 'صندوق الصادر',
  outboxLink: 'فتح صندوق الصادر',
  outboxNote: 'لم يُضبط خادم بريد SMTP ‏(SMTP_HOST)، لذا يُحفظ البريد هنا بدلًا من إرساله.',
  outboxEmpty: 'صندوق الصادر فارغ.',
  today: 'اليوم',
  thisWeek: 'هذا الأسبوع',
  thisMonth: 'هذا الشهر',
  designations: { zakat: 'زكاة', sadaqah: 'صدقة', general: 'تبرع عام' },
  caseStatuses: {
    new: 'جديد',
    'under-review': 'قيد المراجعة',
    approved: 'مقبول',
    rejected: 'مرفوض',
    assisted: 'تمت مساعدته',
  },
  repeats: { weekly: 'أسبوعيًا', biweekly: 'كل أسبوعين', monthly: 'شهريًا' },
  refunded: 'مُسترد',
  readNotAnswered: 'مقروءة، لم يُرد عليها',
  untitledArticle: 'مقال بلا عنوان',
  draft: 'مسودة',
  publishes: 'يُنشر',
  published: 'نُشر',
  meeting: (code: string) => `الاجتماع ${code}`,
  mailTo: (to: string) => `إلى ${to}`,
  nouns: {
    gift: { one: 'تبرع واحد', two: 'تبرعان', few: 'تبرعات', many: 'تبرعًا', other: 'تبرع' },
    pausedPlan: {
      one: 'خطة موقوفة واحدة',
      two: 'خطتان موقوفتان',
      few: 'خطط موقوفة',
      many: 'خطة موقوفة',
      other: 'خطة موقوفة',
    },
    expiredCode: {
      one: 'رمز واحد منتهي الصلاحية',
      two: 'رمزان منتهيا الصلاحية',
      few: 'رموز منتهية الصلاحية',
      many: 'رمزًا منتهي الصلاحية',
      other: 'رمز منتهي الصلاحية',
    },
    signUp: {
      one: 'طلب تطوع جديد واحد',
      two: 'طلبا تطوع جديدان',
      few: 'طلبات تطوع جديدة',
      many: 'طلب تطوع جديدًا',
      other: 'طلب تطوع جديد',
    },
    message: { one: 'رسالة واحدة', two: 'رسالتان', few: 'رسائل', many: 'رسالة', other: 'رسالة' },
    request: { one: 'طلب واحد', two: 'طلبان', few: 'طلبات', many: 'طلبًا', other: 'طلب' },
    openMeeting: {
      one: 'اجتماع مفتوح واحد',
      two: 'اجتماعان مفتوحان',
      few: 'اجتماعات مفتوحة',
      many: 'اجتماعًا مفتوحًا',
      other: 'اجتماع مفتوح',
    },
    draft: { one: 'مسودة واحدة', two: 'مسودتان', few: 'مسودات', many: 'مسودة', other: 'مسودة' },
    mailKept: {
      one: 'رسالة محفوظة واحدة',
      two: 'رسالتان محفوظتان',
      few: 'رسائل محفوظة',
      many: 'رسالة محفوظة',
      other: 'رسالة محفوظة',
    },
  },
}

export const DASHBOARD_TEXTS: Record<Lang, DashboardTexts> = { en, ar }

/** The texts of the admin's language; anything but Arabic reads English. */
export const dashboardTexts = (lang: string | undefined): DashboardTexts =>
  DASHBOARD_TEXTS[lang === 'ar' ? 'ar' : 'en']

/** The admin's language as the home knows it: Payload's i18n language, 'ar' or else 'en'. */
export const langOf = (language: string | undefined): Lang => (language === 'ar' ? 'ar' : 'en')

const arabicRules = new Intl.PluralRules('ar')

/**
 * "1 gift", "3 gifts"; «تبرع واحد»، «تبرعان»، «3 تبرعات»، «11 تبرعًا»، «100 تبرع», «0 تبرعات».
 * Counts keep Western digits in Arabic (decisions 0039 and 0091: only money is ar-EG's digits).
 */
export function countOf(count: number, noun: NounKey, lang: Lang): string {
  const forms = DASHBOARD_TEXTS[lang].nouns[noun]
  const digits = count.toLocaleString('en-US')
  if (!('two' in forms)) return `${digits} ${count === 1 ? forms.one : forms.other}`
  if (count === 0) return `${digits} ${forms.few}`
  const rule = arabicRules.select(count)
  if (rule === 'one') return forms.one
  if (rule === 'two') return forms.two
  if (rule === 'few') return `${digits} ${forms.few}`
  if (rule === 'many') return `${digits} ${forms.many}`
  return `${digits} ${forms.other}`
}

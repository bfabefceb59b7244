import type { EntityGap } from '@/features/entities/readiness'
import type { Currency } from '@/lib/money/currency'
import { ADMIN } from './links'

/**
 * The go-live checklist of the back office's home (issue 45 item 1, decision 0112): what must be
 * set before real donors give. Each check is green or red and says exactly what to change: a
 * record to open (the legal entities, the outbox) or a setting of the server's environment.
 * Pure: the server reads the settings and the entities, this decides.
 */
export type CheckLang = 'en' | 'ar'

export interface EntityState {
  currency: Currency
  id: number | null
  gateway: 'stripe' | 'paymob'
  gaps: EntityGap[]
}

export interface Check {
  key: string
  ok: boolean
  title: string
  /** What is set when green; what to change when red. */
  detail: string
  href?: string
}

type Settings = Record<string, string | undefined>

const set = (s: Settings, name: string) => Boolean(s[name]?.trim())
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$|\.(local|localhost|test)$/i

const GAP_NAMES: Record<CheckLang, Record<EntityGap, string>> = {
  en: {
    name: 'legal name',
    address: 'postal address with the street',
    registrationNumber: 'registration or tax number',
    deductibilityStatement: 'tax statement',
    signatory: 'signatory’s name',
  },
  ar: {
    name: 'الاسم القانوني',
    address: 'العنوان البريدي بالشارع',
    registrationNumber: 'رقم التسجيل أو الرقم الضريبي',
    deductibilityStatement: 'البيان الضريبي',
    signatory: 'اسم المفوض بالتوقيع',
  },
}

const T = {
  en: {
    receipts: (c: Currency) => `Receipt details of the ${c} legal entity`,
    receiptsOk: 'Filled in: receipts are valid for tax.',
    receiptsMissing: (gaps: string) =>
      `Missing: ${gaps}. Until the legal name, address and number are filled, receipts say “SAMPLE — not valid for tax”.`,
    smtp: 'Outgoing mail (SMTP)',
    smtpOk: (host: string) => `Mail is sent through ${host}.`,
    smtpMissing:
      'Set SMTP_HOST (with SMTP_PORT, SMTP_USER, SMTP_PASS and MAIL_FROM) in the server’s settings. Until then every mail is kept in the outbox and nobody receives it.',
    notify: 'Staff notification address',
    notifyOk: (to: string) => `Staff notices go to ${to}.`,
    notifyMissing: 'Set STAFF_NOTIFY_EMAIL to the address that gets new messages and sign-ups.',
    site: 'Public address of the site',
    siteOk: (url: string) => `Links in mails point to ${url}.`,
    siteMissing: (url: string | undefined) =>
      url
        ? `SITE_URL is ${url}: set it to the public https address, or mailed links lead nowhere.`
        : 'Set SITE_URL to the public https address, or mailed links lead to localhost.',
    gateway: (c: Currency) => `Payments in ${c} in live mode`,
    stripeOk: 'Stripe with live keys: real money moves.',
    stripeMissing:
      'Set PAYMENT_GATEWAY=stripe with the live keys (STRIPE_SECRET_KEY sk_live_…, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET) and no STRIPE_API_URL. Now: test mode, no money moves.',
    paymobOk: 'Paymob with live keys: real money moves.',
    paymobMissing:
      'Set PAYMOB_SECRET_KEY (egy_sk_live_…), PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET and the integration ids, and no PAYMOB_API_URL. Now: test mode or the local stand-in, no money moves.',
    backups: 'Backups',
    backupsOk: (hours: string) => `Encrypted backups every ${hours} hours.`,
    backupsMissing:
      'Set BACKUP_RECIPIENTS (the age public key; npm run backup:key) and keep BACKUP_EVERY_HOURS above 0.',
  },
  ar: {
    receipts: (c: Currency) => `بيانات الإيصالات للكيان القانوني (${c})`,
    receiptsOk: 'مستكملة: الإيصالات صالحة للأغراض الضريبية.',
    receiptsMissing: (gaps: string) =>
      `ينقص: ${gaps}. إلى أن يُستكمل الاسم القانوني والعنوان والرقم تحمل الإيصالات عبارة «نموذج — غير صالح للأغراض الضريبية».`,
    smtp: 'البريد الصادر (SMTP)',
    smtpOk: (host: string) => `يُرسل البريد عبر ${host}.`,
    smtpMissing:
      'اضبط SMTP_HOST (مع SMTP_PORT وSMTP_USER وSMTP_PASS وMAIL_FROM) في إعدادات الخادم. حتى ذلك الحين يُحفظ كل بريد في صندوق الصادر ولا يصل إلى أحد.',
    notify: 'عنوان إشعارات الموظفين',
    notifyOk: (to: string) => `تصل إشعارات الموظفين إلى ${to}.`,
    notifyMissing: 'اضبط STAFF_NOTIFY_EMAIL على العنوان الذي تصله الرسائل والتسجيلات الجديدة.',
    site: 'العنوان العام للموقع',
    siteOk: (url: string) => `الروابط في الرسائل تشير إلى ${url}.`,
    siteMissing: (url: string | undefined) =>
      url
        ? `قيمة SITE_URL هي ${url}: اضبطها على عنوان https العام وإلا فلن تعمل الروابط المرسلة.`
        : 'اضبط SITE_URL على عنوان https العام وإلا فستشير الروابط المرسلة إلى localhost.',
    gateway: (c: Currency) => `المدفوعات بعملة ${c} في الوضع الحقيقي`,
    stripeOk: 'Stripe بمفاتيح حقيقية: تنتقل الأموال فعلًا.',
    stripeMissing:
      'اضبط PAYMENT_GATEWAY=stripe مع المفاتيح الحقيقية (STRIPE_SECRET_KEY ‏sk_live_…، وSTRIPE_PUBLISHABLE_KEY، وSTRIPE_WEBHOOK_SECRET) دون STRIPE_API_URL. الآن: وضع تجريبي، لا تنتقل أموال.',
    paymobOk: 'Paymob بمفاتيح حقيقية: تنتقل الأموال فعلًا.',
    paymobMissing:
      'اضبط PAYMOB_SECRET_KEY ‏(egy_sk_live_…) وPAYMOB_PUBLIC_KEY وPAYMOB_HMAC_SECRET وأرقام التكامل، دون PAYMOB_API_URL. الآن: وضع تجريبي أو البديل المحلي، لا تنتقل أموال.',
    backups: 'النسخ الاحتياطية',
    backupsOk: (hours: string) => `نسخ احتياطية مشفرة كل ${hours} ساعة.`,
    backupsMissing:
      'اضبط BACKUP_RECIPIENTS (مفتاح age العام؛ npm run backup:key) وأبقِ BACKUP_EVERY_HOURS أكبر من 0.',
  },
} as const

/** A public https address that is not this machine. */
function publicSite(url: string | undefined) {
  if (!url) return false
  try {
    const u = new URL(url)
    return u.protocol === 'https:' && !LOCAL_HOST.test(u.hostname)
  } catch {
    return false
  }
}

const stripeLive = (s: Settings) =>
  s.PAYMENT_GATEWAY?.trim() === 'stripe' &&
  Boolean(s.STRIPE_SECRET_KEY?.trim().startsWith('sk_live_')) &&
  !set(s, 'STRIPE_API_URL')

const paymobLive = (s: Settings) =>
  Boolean(s.PAYMOB_SECRET_KEY?.trim().startsWith('egy_sk_live_')) && !set(s, 'PAYMOB_API_URL')

function entityChecks(s: Settings, e: EntityState, lang: CheckLang): Check[] {
  const t = T[lang]
  const gaps = e.gaps.map((g) => GAP_NAMES[lang][g]).join(lang === 'ar' ? '، ' : ', ')
  const stripe = e.gateway === 'stripe'
  const live = stripe ? stripeLive(s) : paymobLive(s)
  return [
    {
      key: `receipts-${e.currency}`,
      ok: e.gaps.length === 0,
      title: t.receipts(e.currency),
      detail: e.gaps.length ? t.receiptsMissing(gaps) : t.receiptsOk,
      href: `${ADMIN}/collections/legal-entities/${e.id ?? 'create'}`,
    },
    {
      key: `gateway-${e.currency}`,
      ok: live,
      title: t.gateway(e.currency),
      detail: stripe ? (live ? t.stripeOk : t.stripeMissing) : live ? t.paymobOk : t.paymobMissing,
    },
  ]
}

/** Every check, receipts and payments per entity first, then the server's settings. */
export function goLiveChecks(s: Settings, entities: EntityState[], lang: CheckLang): Check[] {
  const t = T[lang]
  const checks = entities.flatMap((e) => entityChecks(s, e, lang))
  const site = s.SITE_URL?.trim()
  const hours = s.BACKUP_EVERY_HOURS?.trim() || '24'
  checks.push(
    set(s, 'SMTP_HOST')
      ? { key: 'smtp', ok: true, title: t.smtp, detail: t.smtpOk(s.SMTP_HOST!.trim()) }
      : {
          key: 'smtp',
          ok: false,
          title: t.smtp,
          detail: t.smtpMissing,
          href: `${ADMIN}/collections/outbox`,
        },
    {
      key: 'notify',
      ok: set(s, 'STAFF_NOTIFY_EMAIL'),
      title: t.notify,
      detail: set(s, 'STAFF_NOTIFY_EMAIL')
        ? t.notifyOk(s.STAFF_NOTIFY_EMAIL!.trim())
        : t.notifyMissing,
    },
    {
      key: 'site',
      ok: publicSite(site),
      title: t.site,
      detail: publicSite(site) ? t.siteOk(site!) : t.siteMissing(site),
    },
    {
      key: 'backups',
      ok: set(s, 'BACKUP_RECIPIENTS') && Number(hours) > 0,
      title: t.backups,
      detail:
        set(s, 'BACKUP_RECIPIENTS') && Number(hours) > 0 ? t.backupsOk(hours) : t.backupsMissing,
    },
  )
  return checks
}

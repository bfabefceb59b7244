import type { CollectionAfterChangeHook } from 'payload'
import { z } from 'zod'

export const STATUS_LABELS = {
  en: {
    new: 'new',
    'under-review': 'under review',
    approved: 'approved',
    rejected: 'rejected',
    assisted: 'assisted',
  },
  ar: {
    new: 'جديد',
    'under-review': 'قيد المراجعة',
    approved: 'تمت الموافقة',
    rejected: 'مرفوض',
    assisted: 'تمت المساعدة',
  },
} as const

type Status = keyof (typeof STATUS_LABELS)['en']

export function statusMail(lang: 'ar' | 'en', fullname: string, status: string) {
  const name = fullname.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  if (lang === 'ar') {
    const label = STATUS_LABELS.ar[status as Status] ?? status
    return {
      subject: `تحديث حالة طلب المساعدة: ${label}`,
      text: `السيد/ة ${name}،\n\nتم تغيير حالة طلب المساعدة الخاص بك إلى: ${label}.\n\nمؤسسة مصر الجديدة`,
    }
  }
  const label = STATUS_LABELS.en[status as Status] ?? status
  return {
    subject: `Your assistance request is now ${label}`,
    text: `Dear ${name},\n\nThe status of your assistance request has changed to: ${label}.\n\nNew Egypt Foundation`,
  }
}

/** Mails the applicant when staff change a request's status and an e-mail was given. */
export const notifyStatusChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  const email = typeof doc.email === 'string' ? doc.email.trim() : ''
  if (!z.email().safeParse(email).success) return doc
  const mail = statusMail(
    doc.language === 'en' ? 'en' : 'ar',
    String(doc.fullname ?? ''),
    doc.status,
  )
  try {
    // Imported here: this hook is part of the Payload config, which stays free of server-only modules.
    const { sendReliably } = await import('@/lib/mail/queue.server')
    await sendReliably(req.payload, { to: email, ...mail })
  } catch (error) {
    req.payload.logger.error({ err: error }, `[case-requests] status mail for ${doc.id} failed`)
  }
  return doc
}

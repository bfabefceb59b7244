import type { CollectionAfterChangeHook } from 'payload'
import { z } from 'zod'
import { mailHtml } from '@/lib/mail/layout'

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

/**
 * The mail of a status change; with a reference it also names the reference and the
 * status page (`statusUrl`) where the applicant follows the request.
 */
export function statusMail(
  lang: 'ar' | 'en',
  fullname: string,
  status: string,
  follow?: { reference: string; statusUrl: string },
) {
  const name = fullname.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  if (lang === 'ar') {
    const label = STATUS_LABELS.ar[status as Status] ?? status
    const ref = follow
      ? `\n\nالرقم المرجعي لطلبك: ${follow.reference}\nتابع طلبك على: ${follow.statusUrl}`
      : ''
    return {
      subject: `تحديث حالة طلب المساعدة: ${label}`,
      text: `السيد/ة ${name}،\n\nتم تغيير حالة طلب المساعدة الخاص بك إلى: ${label}.${ref}\n\nمؤسسة مصر الجديدة`,
    }
  }
  const label = STATUS_LABELS.en[status as Status] ?? status
  const ref = follow
    ? `\n\nYour reference: ${follow.reference}\nFollow your request at: ${follow.statusUrl}`
    : ''
  return {
    subject: `Your assistance request is now ${label}`,
    text: `Dear ${name},\n\nThe status of your assistance request has changed to: ${label}.${ref}\n\nNew Egypt Foundation`,
  }
}

/**
 * The acknowledgement of a request sent with an e-mail: its reference and where to
 * follow it, in the language of the wizard it was sent from.
 */
export function receivedMail(
  lang: 'ar' | 'en',
  fullname: string,
  follow: { reference: string; statusUrl: string },
) {
  const name = fullname.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  if (lang === 'ar') {
    return {
      subject: 'وصلنا طلب المساعدة الخاص بك',
      text: `السيد/ة ${name}،\n\nوصلنا طلب المساعدة الخاص بك، وسيراجعه فريقنا.\n\nالرقم المرجعي لطلبك: ${follow.reference}\nاحتفظ به: ستحتاج إليه مع رقمك القومي لمتابعة طلبك على: ${follow.statusUrl}\n\nمؤسسة مصر الجديدة`,
    }
  }
  return {
    subject: 'We received your assistance request',
    text: `Dear ${name},\n\nWe received your assistance request; our team will review it.\n\nYour reference: ${follow.reference}\nKeep it: you will need it with your national ID to follow your request at: ${follow.statusUrl}\n\nNew Egypt Foundation`,
  }
}

/** The mail asking the applicant for the documents a reviewer wants. */
export function documentsMail(
  lang: 'ar' | 'en',
  fullname: string,
  message: string,
  follow: { reference: string; statusUrl: string },
) {
  const name = fullname.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  if (lang === 'ar') {
    return {
      subject: 'مطلوب مستندات إضافية لطلب المساعدة',
      text: `السيد/ة ${name}،\n\nيطلب الفريق الذي يراجع طلب المساعدة الخاص بك مستندات إضافية:\n\n${message}\n\nأرسل صورها من صفحة متابعة الطلب بالرقم المرجعي والرقم القومي.\n\nالرقم المرجعي لطلبك: ${follow.reference}\nتابع طلبك على: ${follow.statusUrl}\n\nمؤسسة مصر الجديدة`,
    }
  }
  return {
    subject: 'More documents are needed for your assistance request',
    text: `Dear ${name},\n\nThe team reviewing your assistance request asks for more documents:\n\n${message}\n\nSend photos of them on the status page with your reference and national ID.\n\nYour reference: ${follow.reference}\nFollow your request at: ${follow.statusUrl}\n\nNew Egypt Foundation`,
  }
}

/**
 * Mails the applicant, when an e-mail was given, as staff change a request's status or ask for
 * more documents.
 */
export const notifyStatusChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const changed = previousDoc.status !== doc.status
  const asked = Boolean(
    doc.documentsRequestedAt && doc.documentsRequestedAt !== previousDoc.documentsRequestedAt,
  )
  if (!changed && !asked) return doc
  const email = typeof doc.email === 'string' ? doc.email.trim() : ''
  if (!z.email().safeParse(email).success) return doc
  const lang = doc.language === 'en' ? 'en' : 'ar'
  const { siteUrl } = await import('@/lib/env')
  const statusUrl = `${siteUrl()}${lang === 'en' ? '/caseStatusEn' : '/caseStatus'}`
  const follow = doc.reference ? { reference: String(doc.reference), statusUrl } : undefined
  const name = String(doc.fullname ?? '')
  const mails = []
  if (changed) mails.push(statusMail(lang, name, doc.status, follow))
  if (asked && follow)
    mails.push(documentsMail(lang, name, String(doc.documentsMessage ?? ''), follow))
  try {
    // Imported here: this hook is part of the Payload config, which stays free of server-only modules.
    const { sendReliably } = await import('@/lib/mail/queue.server')
    for (const mail of mails) {
      // The HTML twin carries the language and direction (Arabic: dir="rtl", decision 0044).
      const paragraphs = mail.text.split('\n\n').map((p) => p.split('\n'))
      const html = mailHtml(lang, paragraphs, follow ? [follow.statusUrl] : [])
      await sendReliably(req.payload, { to: email, ...mail, html })
    }
  } catch (error) {
    req.payload.logger.error({ err: error }, `[case-requests] status mail for ${doc.id} failed`)
  }
  return doc
}

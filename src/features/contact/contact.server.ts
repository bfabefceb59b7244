import 'server-only'
import type { Payload } from 'payload'
import type { ContactMessage } from '@/payload-types'
import { env, siteUrl } from '@/lib/env'
import {
  afterAnswer,
  caughtByHoneypot,
  overLimit,
  type SubmissionContext,
} from '@/lib/api/public-form.server'
import { invalid, type Submission } from '@/lib/api/submission'
import { contactSchema, type ContactPayload } from './schema'
import { sendReliably } from '@/lib/mail/queue.server'
import { hashedKeyPart, rateLimit } from '@/lib/security/rate-limit.server'
import { acknowledgement } from './mails'
import type { Locale } from '@/i18n/locales'

/** Per client address: 5 messages per 10 minutes. */
export const CONTACT_IP_LIMIT = { limit: 5, windowSeconds: 10 * 60 }

/**
 * Acknowledgements per sender address: 3 a day. The mail carries none of the sender's words
 * (so the form cannot carry a stranger's text to an inbox), and this caps how often one
 * address can be written to through it (decision 0098).
 */
export const CONTACT_ACK_LIMIT = { limit: 3, windowSeconds: 24 * 60 * 60 }

/** Stored (the id), or a bot filled the honeypot (no id: answered alike, nothing stored). */
export type ContactResult = Submission<{ id?: number }>

const LOG = '[contact-us]'

/**
 * POST contact-us (spec 001 section 7): rate limit by address, honeypot, the
 * shared schema, store as `new`, then notify staff.
 */
export async function submitContactMessage(
  payload: Payload,
  body: unknown,
  ctx: SubmissionContext,
): Promise<ContactResult> {
  const byIp = await overLimit(payload, `contact-us:ip:${ctx.ip}`, CONTACT_IP_LIMIT)
  if (byIp) return byIp
  if (caughtByHoneypot(payload, LOG, ctx.ip, body)) return { kind: 'ok' }

  const parsed = contactSchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const data = parsed.data

  const doc = await payload.create({
    collection: 'contact-messages',
    overrideAccess: true,
    data: {
      ...data,
      email: data.email.toLowerCase(),
      status: 'new',
      language: ctx.locale ?? 'en',
    },
  })

  await afterAnswer(ctx, async () => {
    await notifyStaff(payload, doc, data)
    await acknowledge(payload, doc, ctx.locale ?? 'en')
  })
  return { kind: 'ok', id: doc.id }
}

/** One line, no control characters: safe in a subject. */
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()

/** Tells staff (STAFF_NOTIFY_EMAIL; skipped when unset). A failure is logged only. */
export async function notifyStaff(
  payload: Payload,
  doc: Pick<ContactMessage, 'id' | 'email'>,
  data: ContactPayload,
): Promise<void> {
  const staff = env().STAFF_NOTIFY_EMAIL
  if (!staff) return
  try {
    await sendReliably(payload, {
      to: staff,
      replyTo: doc.email,
      subject: `New contact message: ${oneLine(data.subject)}`,
      text: [
        'A new message was sent through the contact form.',
        '',
        `Name: ${oneLine(data.fullname)}`,
        `Email: ${doc.email}`,
        `Phone: ${data.phone}`,
        `Subject: ${oneLine(data.subject)}`,
        '',
        data.message,
        '',
        `Reply to this mail to answer, then mark it answered in the back office: ${siteUrl()}/admin/collections/contact-messages/${doc.id}`,
      ].join('\n'),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} staff mail for message ${doc.id} failed`)
  }
}

/** The sender's acknowledgement in the language of the page; a failure is logged only. */
export async function acknowledge(
  payload: Payload,
  doc: Pick<ContactMessage, 'id' | 'email'>,
  locale: Locale,
): Promise<void> {
  try {
    const allowed = await rateLimit(payload, {
      key: `contact-ack:${hashedKeyPart(payload, doc.email)}`,
      ...CONTACT_ACK_LIMIT,
    })
    if (!allowed.allowed) return
    await sendReliably(payload, { to: doc.email, ...acknowledgement(locale) })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} acknowledgement for message ${doc.id} failed`)
  }
}

import 'server-only'
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { isLocale } from '@/i18n/locales'
import { sendReliably } from '@/lib/mail/queue.server'
import type { ContactMessage } from '@/payload-types'
import { replyMail } from './mails'
import { REPLY_TEXTS } from './reply-schema'

export interface Replier {
  id: number
  email: string
}

/** The signed-in coordinator (or admin) answering, or the refusal's status and words. */
export function replierOf(
  user: unknown,
  lang: 'en' | 'ar' = 'en',
): Replier | { status: 401 | 403; message: string } {
  const u = user as { id?: number; email?: string; collection?: string } | null
  if (!u?.id) return { status: 401, message: REPLY_TEXTS[lang].signIn }
  if (u.collection !== 'users' || !hasRole(u, 'coordinator'))
    return { status: 403, message: REPLY_TEXTS[lang].forbidden }
  return { id: u.id, email: String(u.email ?? '') }
}

type Reply = NonNullable<ContactMessage['replies']>[number]

/**
 * Mails the reply to the sender through the outbox (kept and retried if the SMTP server is
 * down), then keeps it on the message as the next entry of its thread, with who sent it and
 * when, and marks the message answered. Null when there is no such message.
 */
export async function replyToMessage(
  payload: Payload,
  messageId: number,
  text: string,
  by: Replier,
  now = new Date(),
): Promise<ContactMessage | null> {
  const message = await payload
    .findByID({ collection: 'contact-messages', id: messageId, overrideAccess: true, depth: 0 })
    .catch(() => null)
  if (!message) return null
  const locale = isLocale(message.language) ? message.language : 'en'
  await sendReliably(payload, {
    to: message.email,
    replyTo: by.email || undefined,
    ...replyMail({
      locale,
      subject: message.subject,
      reply: text,
      original: { message: message.message, at: message.createdAt },
    }),
  })
  const thread: Reply[] = [
    ...(message.replies ?? []).map((r) => ({ ...r, sentBy: idOf(r.sentBy) })),
    { text, sentBy: by.id, sentByEmail: by.email, sentAt: now.toISOString() },
  ]
  return payload.update({
    collection: 'contact-messages',
    id: messageId,
    overrideAccess: true,
    depth: 1,
    data: { replies: thread, status: 'answered' },
  })
}

const idOf = (v: Reply['sentBy']) => (typeof v === 'object' && v ? v.id : (v ?? null))

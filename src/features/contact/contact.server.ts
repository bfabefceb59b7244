import 'server-only'
import type { Payload } from 'payload'
import type { ContactMessage } from '@/payload-types'
import { env, siteUrl } from '@/lib/env'
import { rateLimit } from '@/lib/security/rate-limit.server'
import { contactSchema, HONEYPOT_FIELD, type ContactPayload } from './schema'

/** Per client address: 5 messages per 10 minutes. */
export const CONTACT_IP_LIMIT = { limit: 5, windowSeconds: 10 * 60 }

export type FieldIssue = { path: PropertyKey[]; message: string }

export type ContactResult =
  /** Stored (or a bot filled the honeypot: answered alike, nothing stored). */
  | { kind: 'accepted'; id?: number }
  | { kind: 'invalid'; issues: FieldIssue[] }
  | { kind: 'limited'; retryAfterSeconds: number }

export interface ContactContext {
  /** The client's address (`clientIp(req)`), for the rate limit. */
  ip: string
  /** Runs the staff e-mail after the answer (route handlers pass Next's `after`). */
  defer?: (task: () => Promise<void>) => void
}

const LOG = '[contact-us]'

export function honeypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD]
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * POST contact-us (spec 001 section 7): rate limit by address, honeypot, the
 * shared schema, store as `new`, then notify staff.
 */
export async function submitContactMessage(
  payload: Payload,
  body: unknown,
  ctx: ContactContext,
): Promise<ContactResult> {
  const byIp = await rateLimit(payload, { key: `contact-us:ip:${ctx.ip}`, ...CONTACT_IP_LIMIT })
  if (!byIp.allowed) return { kind: 'limited', retryAfterSeconds: byIp.retryAfterSeconds }

  if (honeypotFilled(body)) {
    payload.logger.warn(
      `${LOG} honeypot filled by ${ctx.ip}: answered as a success, nothing stored`,
    )
    return { kind: 'accepted' }
  }

  const parsed = contactSchema.safeParse(body)
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues }
  const data = parsed.data

  const doc = await payload.create({
    collection: 'contact-messages',
    overrideAccess: true,
    data: { ...data, email: data.email.toLowerCase(), status: 'new' },
  })

  const notify = () => notifyStaff(payload, doc, data)
  if (ctx.defer) ctx.defer(notify)
  else await notify()
  return { kind: 'accepted', id: doc.id }
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
    await payload.sendEmail({
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

import 'server-only'
import type { Payload, Where } from 'payload'
import { siteUrl } from '@/lib/env'
import { sendReliably } from '@/lib/mail/queue.server'
import { escapeHtml, mailDocument } from '@/lib/mail/layout'
import { UNSUBSCRIBE_ATTRIBUTE } from '@/lib/mail/brand'
import { localisedPath, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/server'
import {
  afterAnswer,
  caughtByHoneypot,
  overLimit,
  type SubmissionContext,
} from '@/lib/api/public-form.server'
import { invalidField, type Submission } from '@/lib/api/submission'
import { hashedKeyPart } from '@/lib/security/rate-limit.server'
import { staffListCsv } from '@/lib/staff-csv.server'
import type { NewsletterSubscriber, User } from '@/payload-types'
import type { UnsubscribeOutcome } from './messages'
import { NEWSLETTER_MESSAGES, newsletterSchema } from './schema'
import {
  confirmExpiry,
  confirmOutcome,
  CONFIRM_TTL_MS,
  hashToken,
  isWellFormedToken,
  newToken,
  type ConfirmOutcome,
} from './tokens'

const COLLECTION = 'newsletter-subscribers'
const LOG = '[newsletter]'

/** Per client address: 10 sign-ups per 10 minutes. */
export const NEWSLETTER_IP_LIMIT = { limit: 10, windowSeconds: 10 * 60 }
/** Per e-mail address: 3 confirmation mails per hour, so nobody is flooded with them. */
export const NEWSLETTER_EMAIL_LIMIT = { limit: 3, windowSeconds: 60 * 60 }
/** Requests never confirmed are deleted this long after their link expired (30 days in all). */
export const STALE_PENDING_MS = 23 * 24 * 60 * 60 * 1000

/**
 * `ok` is the one answer for every acceptable request: a new or pending
 * address (a confirmation mail goes out), an address already confirmed
 * (nothing happens), or a bot that filled the honeypot (nothing stored).
 * `invalid` carries the spec's one message as the answer's message too.
 */
export type SubscribeResult = Submission
export type SubscribeContext = SubmissionContext

/**
 * POST /api/content/newsletter: rate limits, honeypot, the shared schema,
 * then a pending subscriber with fresh tokens and the confirmation mail.
 */
export async function subscribe(
  payload: Payload,
  body: unknown,
  ctx: SubscribeContext,
): Promise<SubscribeResult> {
  const byIp = await overLimit(payload, `newsletter:ip:${ctx.ip}`, NEWSLETTER_IP_LIMIT)
  if (byIp) return byIp
  if (caughtByHoneypot(payload, LOG, ctx.ip, body)) return { kind: 'ok' }

  const parsed = newsletterSchema.safeParse(body)
  if (!parsed.success) {
    const { invalidEmail } = NEWSLETTER_MESSAGES
    return invalidField('email', invalidEmail, invalidEmail)
  }
  const { email } = parsed.data

  const byEmail = await overLimit(
    payload,
    `newsletter:email:${hashedKeyPart(payload, email)}`,
    NEWSLETTER_EMAIL_LIMIT,
  )
  if (byEmail) return byEmail

  const now = ctx.now ?? new Date()
  await purgeStaleRequests(payload, now)

  const existing = await findOne(payload, { email: { equals: email } })
  if (existing?.status === 'confirmed') return { kind: 'ok' }

  const confirm = newToken()
  const unsubscribe = newToken()
  const data = {
    status: 'pending' as const,
    confirmedAt: null,
    confirmTokenHash: confirm.hash,
    confirmExpiresAt: confirmExpiry(now).toISOString(),
    unsubscribeTokenHash: unsubscribe.hash,
  }
  if (existing) {
    await payload.update({ collection: COLLECTION, id: existing.id, overrideAccess: true, data })
  } else {
    try {
      await payload.create({
        collection: COLLECTION,
        overrideAccess: true,
        data: { email, ...data },
      })
    } catch (error) {
      // Two sign-ups of one address at the same moment: the other one mails the link.
      if (await findOne(payload, { email: { equals: email } })) return { kind: 'ok' }
      throw error
    }
  }

  await afterAnswer(ctx, () =>
    sendConfirmationMail(payload, email, confirm.token, unsubscribe.token, ctx.locale),
  )
  return { kind: 'ok' }
}

/** The links of the confirmation mail, to the pages in the mail's language. */
export function newsletterLinks(
  confirmToken: string,
  unsubscribeToken: string,
  locale: Locale = 'en',
) {
  const base = siteUrl()
  const page = (path: string, token: string) =>
    `${base}${localisedPath(path, locale)}?token=${encodeURIComponent(token)}`
  return {
    confirm: page('/newsletter/confirm', confirmToken),
    unsubscribe: page('/newsletter/unsubscribe', unsubscribeToken),
  }
}

/**
 * The double opt-in mail, in the language of the page the visitor subscribed on (decision
 * 0044; words in the catalogues' `mail.newsletter`). A failure is logged only: the visitor
 * can ask again.
 */
export async function sendConfirmationMail(
  payload: Payload,
  email: string,
  confirmToken: string,
  unsubscribeToken: string,
  locale: Locale = 'en',
): Promise<void> {
  const links = newsletterLinks(confirmToken, unsubscribeToken, locale)
  const days = Math.round(CONFIRM_TTL_MS / (24 * 60 * 60 * 1000))
  const t = translator(locale, 'mail')
  const text = [
    t('newsletter.hello'),
    '',
    t('newsletter.asked'),
    t('newsletter.openLink', { days }),
    '',
    links.confirm,
    '',
    t('newsletter.ignore'),
    '',
    t('newsletter.unsubscribeText', { url: links.unsubscribe }),
    '',
    t('newsletter.signature'),
  ].join('\n')
  const link = (href: string) => (chunks: string) => `<a href="${escapeHtml(href)}">${chunks}</a>`
  const body = [
    `<p>${escapeHtml(t('newsletter.hello'))}</p>`,
    `<p>${escapeHtml(t('newsletter.asked'))}`,
    ` ${escapeHtml(t('newsletter.openLink', { days }))}</p>`,
    `<p>${link(links.confirm)(escapeHtml(t('newsletter.confirmLink')))}</p>`,
    `<p>${escapeHtml(t('newsletter.ignore'))}</p>`,
    // Marked, so the mail layout repeats it in its footer and the List-Unsubscribe header.
    `<p>${t.markup('newsletter.unsubscribeHtml', { link: (chunks) => `<a href="${escapeHtml(links.unsubscribe)}" ${UNSUBSCRIBE_ATTRIBUTE}>${chunks}</a>` })}</p>`,
    `<p>${escapeHtml(t('newsletter.signature'))}</p>`,
  ].join('\n')
  const html = mailDocument(locale, body)
  // Queued: the link stays valid for days, so a mail delayed by an SMTP outage still works.
  await sendReliably(payload, { to: email, subject: t('newsletter.subject'), text, html })
}

/**
 * What the confirmation button would do for this token, without doing it: the
 * /newsletter/confirm page (a GET, which mail scanners follow) only reads.
 */
export async function confirmationState(
  payload: Payload,
  token: unknown,
  now = new Date(),
): Promise<ConfirmOutcome> {
  if (!isWellFormedToken(token)) return 'invalid'
  return confirmOutcome(
    await findOne(payload, { confirmTokenHash: { equals: hashToken(token) } }),
    now,
  )
}

/** The confirm page's button (a POST): confirms the pending subscriber holding the token. */
export async function confirmSubscription(
  payload: Payload,
  token: unknown,
  now = new Date(),
): Promise<ConfirmOutcome> {
  if (!isWellFormedToken(token)) return 'invalid'
  const doc = await findOne(payload, { confirmTokenHash: { equals: hashToken(token) } })
  const outcome = confirmOutcome(doc, now)
  if (outcome === 'confirmed' && doc) {
    await payload.update({
      collection: COLLECTION,
      id: doc.id,
      overrideAccess: true,
      data: { status: 'confirmed', confirmedAt: now.toISOString() },
    })
  }
  return outcome
}

/** Whether an unsubscribe link is good (the page asks before it acts). */
export async function unsubscribeTokenIsKnown(payload: Payload, token: unknown): Promise<boolean> {
  if (!isWellFormedToken(token)) return false
  return Boolean(await findOne(payload, { unsubscribeTokenHash: { equals: hashToken(token) } }))
}

/** Unsubscribes the holder of an unsubscribe token; its confirmation link stops working. */
export async function unsubscribe(
  payload: Payload,
  token: unknown,
  now = new Date(),
): Promise<UnsubscribeOutcome> {
  if (!isWellFormedToken(token)) return 'invalid'
  const doc = await findOne(payload, { unsubscribeTokenHash: { equals: hashToken(token) } })
  if (!doc) return 'invalid'
  if (doc.status !== 'unsubscribed') {
    await payload.update({
      collection: COLLECTION,
      id: doc.id,
      overrideAccess: true,
      data: { status: 'unsubscribed', unsubscribedAt: now.toISOString(), confirmTokenHash: null },
    })
  }
  return 'unsubscribed'
}

/** Deletes requests whose link expired long ago and was never followed (privacy policy). */
export async function purgeStaleRequests(payload: Payload, now: Date): Promise<void> {
  await payload.delete({
    collection: COLLECTION,
    overrideAccess: true,
    where: {
      and: [
        { status: { equals: 'pending' } },
        {
          confirmExpiresAt: { less_than: new Date(now.getTime() - STALE_PENDING_MS).toISOString() },
        },
      ],
    },
  })
}

async function findOne(payload: Payload, where: Where): Promise<NewsletterSubscriber | null> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const CSV_HEADER = ['Id', 'Email', 'Status', 'Subscribed', 'Confirmed', 'Unsubscribed'] as const

/**
 * Every subscriber as CSV, newest first, read with the staff member's own
 * access (Payload refuses anyone but coordinators and admins).
 */
export function subscribersCsv(payload: Payload, user: User): Promise<string> {
  return staffListCsv(payload, user, COLLECTION, CSV_HEADER, (d) => [
    d.id,
    d.email,
    d.status,
    d.createdAt,
    d.confirmedAt,
    d.unsubscribedAt,
  ])
}

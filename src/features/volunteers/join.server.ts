import 'server-only'
import { ValidationError, type Payload } from 'payload'
import type { VolunteerApplication } from '@/payload-types'
import { env, siteUrl } from '@/lib/env'
import {
  afterAnswer,
  caughtByHoneypot,
  overLimit,
  type SubmissionContext,
} from '@/lib/api/public-form.server'
import { invalid, invalidField, type Submission } from '@/lib/api/submission'
import { hashedKeyPart } from '@/lib/security/rate-limit.server'
import { sendReliably } from '@/lib/mail/queue.server'
import { mailHtml, mailText, oneLine, type MailParagraph } from '@/lib/mail/layout'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/server'
import { VOLUNTEER_MESSAGES, volunteerSchema, type VolunteerPayload } from './schema'

/** Per client address: 5 sign-ups per 10 minutes. */
export const VOLUNTEER_IP_LIMIT = { limit: 5, windowSeconds: 10 * 60 }
/** Per e-mail address: 3 attempts per hour. */
export const VOLUNTEER_EMAIL_LIMIT = { limit: 3, windowSeconds: 60 * 60 }

/** Stored (the id), or a bot filled the honeypot (no id: answered alike, nothing stored). */
export type SubmissionResult = Submission<{ id?: number }>

const LOG = '[volunteer-join]'

/**
 * POST volunteer-join (spec 000 section 7): rate limit by address, honeypot,
 * the shared schema, rate limit by e-mail, one application per e-mail, store
 * as `new`, then notify staff and thank the volunteer.
 *
 * An address that has signed up already is answered as a new sign-up, and the
 * address is mailed that its application stands (issue 47: saying "already
 * registered" told anyone which addresses had volunteered; decision 0077).
 */
export async function submitVolunteerApplication(
  payload: Payload,
  body: unknown,
  ctx: SubmissionContext,
): Promise<SubmissionResult> {
  const byIp = await overLimit(payload, `volunteer-join:ip:${ctx.ip}`, VOLUNTEER_IP_LIMIT)
  if (byIp) return byIp
  if (caughtByHoneypot(payload, LOG, ctx.ip, body)) return { kind: 'ok' }

  const parsed = volunteerSchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const data = parsed.data
  const email = data.email.toLowerCase()

  const byEmail = await overLimit(
    payload,
    `volunteer-join:email:${hashedKeyPart(payload, email)}`,
    VOLUNTEER_EMAIL_LIMIT,
  )
  if (byEmail) return byEmail

  if (await emailRegistered(payload, email)) return signedUpAlready(payload, email, ctx)

  let doc: VolunteerApplication
  try {
    doc = await payload.create({
      collection: 'volunteer-applications',
      overrideAccess: true,
      data: {
        fullnameEn: data.fullname_en,
        email,
        phone: data.phone,
        startTime: data.start_time,
        endTime: data.end_time,
        skills: data.skills,
        termsAcceptedAt: new Date().toISOString(),
        status: 'new',
      },
    })
  } catch (error) {
    // A sign-up with the same address stored in between, or an address the
    // database's own check refuses: answered through the error map, not a 500.
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')) {
      if (await emailRegistered(payload, email)) return signedUpAlready(payload, email, ctx)
      return invalidField('email', VOLUNTEER_MESSAGES.emailInvalid)
    }
    throw error
  }

  await afterAnswer(ctx, () => sendVolunteerMails(payload, doc, data, ctx.locale))
  return { kind: 'ok', id: doc.id }
}

/** The answer of a new sign-up; the address itself hears that its application stands. */
async function signedUpAlready(
  payload: Payload,
  email: string,
  ctx: SubmissionContext,
): Promise<SubmissionResult> {
  payload.logger.info(`${LOG} signed up again: email#${hashedKeyPart(payload, email)}`)
  await afterAnswer(ctx, async () => {
    try {
      await sendReliably(payload, { to: email, ...alreadySignedUp(ctx.locale ?? 'en') })
    } catch (error) {
      payload.logger.error({ err: error }, `${LOG} "signed up already" mail failed`)
    }
  })
  return { kind: 'ok' }
}

/** The mail to an address that signed up again, in the language of the page. */
function alreadySignedUp(locale: Locale) {
  const t = translator(locale, 'mail')
  const paragraphs: MailParagraph[] = [
    t('volunteer.againGreeting'),
    t('volunteer.again'),
    [t('volunteer.closing'), t('volunteer.signature'), siteUrl()],
  ]
  return {
    subject: t('volunteer.againSubject'),
    text: mailText(paragraphs),
    html: mailHtml(locale, paragraphs, [siteUrl()]),
  }
}

async function emailRegistered(payload: Payload, email: string): Promise<boolean> {
  const found = await payload.count({
    collection: 'volunteer-applications',
    overrideAccess: true,
    where: { email: { equals: email } },
  })
  return found.totalDocs > 0
}

/**
 * The volunteer's acknowledgement in the language of the page they signed up on (decision
 * 0044; words in the catalogues' `mail.volunteer`), plain text with an HTML twin.
 */
function acknowledgement(locale: Locale, name: string, data: VolunteerPayload) {
  const t = translator(locale, 'mail')
  const volunteer = translator(locale, 'volunteer')
  const paragraphs: MailParagraph[] = [
    t('volunteer.dear', { name }),
    t('volunteer.thanks'),
    [
      t('volunteer.available', { start: data.start_time, end: data.end_time }),
      t('volunteer.skills', { skills: data.skills }),
    ],
    [t('volunteer.termsIntro'), ...VOLUNTEER_TERM_KEYS.map((k) => `- ${volunteer(`terms.${k}`)}`)],
    [t('volunteer.closing'), t('volunteer.signature'), siteUrl()],
  ]
  return {
    subject: t('volunteer.subject'),
    text: mailText(paragraphs),
    html: mailHtml(locale, paragraphs, [siteUrl()]),
  }
}

/** The catalogue's keys of VOLUNTEER_TERMS, in their order (the catalogue test pins the English). */
const VOLUNTEER_TERM_KEYS = ['unpaid', 'notMember', 'noSpeaking'] as const

/** The staff notification (English: the staff's language) and the volunteer's acknowledgement; failures are logged only. */
export async function sendVolunteerMails(
  payload: Payload,
  doc: Pick<VolunteerApplication, 'id' | 'email'>,
  data: VolunteerPayload,
  locale: Locale = 'en',
): Promise<void> {
  const name = oneLine(data.fullname_en)
  const staff = env().STAFF_NOTIFY_EMAIL
  const mails: { what: string; send: () => Promise<unknown> }[] = [
    {
      what: 'acknowledgement',
      send: () => sendReliably(payload, { to: doc.email, ...acknowledgement(locale, name, data) }),
    },
  ]
  if (staff) {
    mails.push({
      what: 'staff notification',
      send: () =>
        sendReliably(payload, {
          to: staff,
          replyTo: doc.email,
          subject: `New volunteer sign-up: ${name}`,
          text: [
            'A new volunteer signed up on the Volunteer With Us page.',
            '',
            `Full Name: ${name}`,
            `Email: ${doc.email}`,
            `Phone: ${data.phone}`,
            `Available: ${data.start_time} to ${data.end_time}`,
            `Skills: ${data.skills}`,
            '',
            `Open it in the back office: ${siteUrl()}/admin/collections/volunteer-applications/${doc.id}`,
          ].join('\n'),
        }),
    })
  }
  const results = await Promise.allSettled(mails.map((m) => m.send()))
  results.forEach((r, i) => {
    if (r.status === 'rejected') {
      payload.logger.error(
        { err: r.reason },
        `${LOG} ${mails[i]?.what} mail for application ${doc.id} failed`,
      )
    }
  })
}

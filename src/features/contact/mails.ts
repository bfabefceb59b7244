import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/server'
import { siteUrl } from '@/lib/env'
import { formatTime } from '@/lib/clock'
import { mailHtml, mailText, oneLine, type MailParagraph } from '@/lib/mail/layout'

/**
 * The sender's acknowledgement (issue 46 item 1) in the language of the page they wrote from.
 * Fixed words only: nothing the sender typed is mailed back (decision 0098).
 */
export function acknowledgement(locale: Locale) {
  const t = translator(locale, 'mail')
  const paragraphs: MailParagraph[] = [
    t('contact.hello'),
    t('contact.received'),
    t('contact.notYou'),
    [t('contact.closing'), t('contact.signature'), siteUrl()],
  ]
  return {
    subject: t('contact.subject'),
    text: mailText(paragraphs),
    html: mailHtml(locale, paragraphs, [siteUrl()]),
  }
}

export interface ReplyInput {
  locale: Locale
  subject: string
  reply: string
  /** The sender's message and when it came, quoted under the reply. */
  original: { message: string; at: string }
}

/** A staff reply: the reply's words, then the sender's message quoted with its Cairo time. */
export function replyMail({ locale, subject, reply, original }: ReplyInput) {
  const t = translator(locale, 'mail')
  const quoted = original.message.split(/\r?\n/).map((line) => `> ${line}`)
  const paragraphs: MailParagraph[] = [
    ...reply.split(/\r?\n\s*\r?\n/).map((p) => p.split(/\r?\n/)),
    [t('contact.signature'), siteUrl()],
    [t('contact.youWrote', { date: formatTime(original.at, locale, { zone: true }) }), ...quoted],
  ]
  return {
    subject: oneLine(t('contact.replySubject', { subject })).slice(0, 250),
    text: mailText(paragraphs),
    html: mailHtml(locale, paragraphs, [siteUrl()]),
  }
}

import ar from '@/i18n/messages/ar.json'
import en from '@/i18n/messages/en.json'
import { directionOf, type Locale } from '@/i18n/locales'
import { escapeHtml } from './layout'

/**
 * The charity's one mail layout (issue 46 item 6, decision 0100), put around every outgoing mail
 * by the mail adapter, so a mail written anywhere in the product (Payload's own password mails
 * included) gets it: the logo as an inline (CID) image, the charity's colours, its name and
 * postal address, an unsubscribe link where the mail has one, right to left in Arabic. The mail
 * keeps its own words; a mail written as text only gets an HTML part made from that text, and
 * one written as HTML only gets a text part made from the HTML.
 */
export interface MailLike {
  subject?: unknown
  text?: unknown
  html?: unknown
  attachments?: unknown
  headers?: unknown
}

export interface BrandFacts {
  /** The organisation's legal name and postal address (the receipt settings). */
  legalName: string
  address: string
}

/** The Content-ID of the inline logo: the layout's <img> points at it. */
export const LOGO_CID = 'logo@newegypt.mail'
/** Marks a body as already laid out, so the layout is never put around itself. */
const MARK = 'data-mail-layout="new-egypt"'
/** What a mail puts on its unsubscribe link so the layout repeats it in the footer. */
export const UNSUBSCRIBE_ATTRIBUTE = 'data-unsubscribe'

const COLOURS = {
  primary: '#1f7a6d',
  accent: '#f4b942',
  ink: '#1f2937',
  muted: '#4b5563',
  page: '#f3f6f5',
  footer: '#eef7f5',
}

const FONTS: Record<Locale, string> = {
  en: 'Arial,sans-serif',
  ar: "'Noto Naskh Arabic','Segoe UI',Tahoma,'Geeza Pro',Arial,sans-serif",
}

const WORDS: Record<Locale, typeof en.mail.layout> = { en: en.mail.layout, ar: ar.mail.layout }

const ARABIC_LETTER = /\p{Script=Arabic}/gu
const LATIN_LETTER = /\p{Script=Latin}/gu

/** The mail's language: the `lang` of its HTML, else Arabic when most of its letters are. */
export function mailLocale(mail: MailLike): Locale {
  const lang = /<html[^>]*\blang="([a-z-]+)"/i.exec(String(mail.html ?? ''))?.[1]
  if (lang) return lang.toLowerCase().startsWith('ar') ? 'ar' : 'en'
  const words = `${String(mail.subject ?? '')} ${String(mail.text ?? '')}`
  const arabic = words.match(ARABIC_LETTER)?.length ?? 0
  return arabic > (words.match(LATIN_LETTER)?.length ?? 0) ? 'ar' : 'en'
}

/** What is inside <body> (or the whole text when it is a fragment). */
const bodyOf = (html: string) =>
  /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ??
  html.replace(/<!doctype[^>]*>|<\/?html[^>]*>|<head>[\s\S]*?<\/head>/gi, '')

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g

/** A text-only mail as HTML: paragraphs at blank lines, lines kept, each URL a link. */
export const htmlFromText = (text: string) =>
  text
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p>${escapeHtml(p)
          .replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n')

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
}

/** An HTML-only mail as text: links as "words (url)", paragraphs and breaks as new lines. */
export const textFromHtml = (html: string) =>
  bodyOf(html)
    .replace(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, words: string) =>
      words.replace(/<[^>]+>/g, '').trim() === href ? href : `${words} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/** The href of the link the mail marked as its unsubscribe link, if any. */
export const unsubscribeUrlOf = (html: string) =>
  new RegExp(`<a\\b[^>]*${UNSUBSCRIBE_ATTRIBUTE}[^>]*>`, 'i')
    .exec(html)?.[0]
    .match(/href="([^"]+)"/)?.[1]

function footer(locale: Locale, facts: BrandFacts, unsubscribe: string | undefined) {
  const words = WORDS[locale]
  const address = facts.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && line !== facts.legalName.trim())
    // Each line in its own direction: in an Arabic footer "485 Lexington Avenue" keeps its
    // number first instead of being reordered right to left.
    .map(
      (line) =>
        `<span dir="${/\p{Script=Arabic}/u.test(line) ? 'rtl' : 'ltr'}">${escapeHtml(line)}</span>`,
    )
  // The legal name as registered; an Arabic mail names the foundation in Arabic.
  const name = locale === 'ar' ? words.logoAlt : facts.legalName
  const lines = [`<strong>${escapeHtml(name)}</strong>`, ...address]
  const leave = unsubscribe
    ? `<p style="margin:12px 0 0">${escapeHtml(words.why)} <a href="${unsubscribe}" style="color:${COLOURS.primary}">${escapeHtml(words.unsubscribe)}</a></p>`
    : ''
  return `<p style="margin:0">${lines.join('<br>')}</p>${leave}`
}

/** The body inside the charity's layout, as a whole HTML document in `locale`. */
export function brandedDocument(
  locale: Locale,
  subject: string,
  body: string,
  facts: BrandFacts,
  unsubscribe?: string,
) {
  const dir = directionOf(locale)
  const align = locale === 'ar' ? 'right' : 'left'
  const font = FONTS[locale]
  const alt = escapeHtml(WORDS[locale].logoAlt)
  return [
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    `<style>a{color:${COLOURS.primary}}</style></head>`,
    `<body ${MARK} style="margin:0;padding:0;background:${COLOURS.page}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.page}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-top:6px solid ${COLOURS.primary};border-radius:8px">`,
    `<tr><td style="padding:24px 24px 8px;text-align:${align}"><img src="cid:${LOGO_CID}" alt="${alt}" width="180" height="48" style="display:inline-block;border:0;height:48px;width:180px"></td></tr>`,
    `<tr><td style="padding:8px 24px 24px;font-family:${font};font-size:16px;line-height:1.6;color:${COLOURS.ink};text-align:${align};word-break:break-word;overflow-wrap:anywhere">`,
    body,
    '</td></tr>',
    `<tr><td style="padding:16px 24px;background:${COLOURS.footer};border-top:3px solid ${COLOURS.accent};font-family:${font};font-size:13px;line-height:1.5;color:${COLOURS.muted};text-align:${align}">`,
    footer(locale, facts, unsubscribe),
    '</td></tr></table></td></tr></table></body></html>',
  ].join('\n')
}

/** What a mail has once laid out. */
export interface BrandedParts {
  text: string
  html: string
  attachments: unknown[]
  headers?: Record<string, string>
}

export const isBranded = (html: unknown) => String(html ?? '').includes(MARK)

/**
 * The mail as it leaves: both parts, the layout around its HTML, the logo attached inline and,
 * for a mail with an unsubscribe link, the List-Unsubscribe header (RFC 2369) mail clients
 * show as a button.
 */
export function brandedMail<M extends MailLike>(
  mail: M,
  facts: BrandFacts,
  logo: Buffer,
): M & BrandedParts {
  if (isBranded(mail.html)) return mail as M & BrandedParts
  const html = String(mail.html ?? '')
  const text = String(mail.text ?? '') || textFromHtml(html)
  const locale = mailLocale(mail)
  const body = html ? bodyOf(html) : htmlFromText(text)
  const unsubscribe = html ? unsubscribeUrlOf(html) : undefined
  const logoFile = { filename: 'logo.png', content: logo, contentType: 'image/png', cid: LOGO_CID }
  return {
    ...mail,
    text,
    html: brandedDocument(locale, String(mail.subject ?? ''), body, facts, unsubscribe),
    attachments: [...(Array.isArray(mail.attachments) ? mail.attachments : []), logoFile],
    ...(unsubscribe
      ? {
          headers: {
            ...(mail.headers as Record<string, string> | undefined),
            'List-Unsubscribe': `<${unsubscribe.replace(/&amp;/g, '&')}>`,
          },
        }
      : {}),
  }
}

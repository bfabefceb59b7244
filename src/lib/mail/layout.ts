import { directionOf, type Locale } from '@/i18n/locales'

/**
 * The HTML twin of a plain-text mail, in the visitor's language (issue 17 item 6, decision
 * 0044): `lang` and `dir` on the root so mail clients shape and align Arabic right to left, and
 * a font stack that starts with the site's Arabic face (installed on few machines, hence the
 * common system Arabic faces after it).
 */
export type MailParagraph = string | string[]

const FONTS: Record<Locale, string> = {
  en: 'Arial,sans-serif',
  ar: "'Noto Naskh Arabic','Segoe UI',Tahoma,'Geeza Pro',Arial,sans-serif",
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** One line, no control characters: safe in a subject or a header. */
export const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()

/**
 * A phone number or an address kept left to right inside right-to-left text: between the
 * Unicode isolates LRI and PDI in the text part (which mail clients honour), turned into
 * `<bdi dir="ltr">` in the HTML by `mailHtml`. Without it «+1 (212) 555-0147» read «555-0147
 * (212) 1+» in an Arabic mail.
 */
export const ltr = (value: string) => `\u2066${value}\u2069`
const ISOLATED = /\u2066([^\u2066\u2069]*)\u2069/g

/** The paragraphs as plain text: lines of a group joined by newlines, paragraphs by blank lines. */
export const mailText = (paragraphs: MailParagraph[]) =>
  paragraphs.map((p) => (Array.isArray(p) ? p.join('\n') : p)).join('\n\n')

/** An HTML body (already escaped) as a document in `locale`. */
export function mailDocument(locale: Locale, body: string) {
  const align = locale === 'ar' ? 'text-align:right;' : ''
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:${FONTS[locale]};color:#1f2937;line-height:1.5;${align}">${body}</body></html>`
}

/** The paragraphs as an HTML document; each URL of `links` becomes a link. */
export function mailHtml(locale: Locale, paragraphs: MailParagraph[], links: string[] = []) {
  const body = paragraphs
    .map((p) => `<p>${(Array.isArray(p) ? p : [p]).map(escapeHtml).join('<br>')}</p>`)
    .join('\n')
    .replace(ISOLATED, '<bdi dir="ltr">$1</bdi>')
  const linked = links.reduce(
    (out, url) =>
      out.split(escapeHtml(url)).join(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`),
    body,
  )
  return mailDocument(locale, linked)
}

/**
 * Issue 42 part 5: "no English on /ar pages except names of people or brands that have no Arabic
 * form". What a visitor of an Arabic page reads (text shown on screen, the options of a visible
 * select, and the names assistive technology reads: aria-label, placeholder, alt, title of shown
 * elements) is searched for Latin-letter words. Left out: content marked English (`lang="en"`,
 * shown with the Arabic notice that it has no translation yet), e-mail addresses, web addresses
 * and phone numbers, and the few names below, which have no Arabic form.
 */
export const LATIN_ALLOWED: readonly string[] = [
  // Card brands and payment services, written in Latin letters on Egyptian cards and sites too.
  'Visa',
  'Mastercard',
  'Stripe',
  'Paymob',
  'PayPal',
  // The card's code as the card prints it, in the label «رمز التحقق (CVC)».
  'CVC',
  // The footer's social networks, as they write their own names.
  'Facebook',
  'X',
  'Instagram',
  'YouTube',
  // File formats, named as the case forms name them ("PDF", "JPEG").
  'PDF',
  'JPEG',
  'PNG',
  'WebP',
  'GIF',
]

/**
 * In the page (passed to `page.evaluate`: stands alone): each Latin word found, with the text it
 * stands in (cut to 60 characters), once per text. `allowed` is LATIN_ALLOWED.
 */
export function latinWordsOfPage(allowed: readonly string[]): string[] {
  const markedEnglish = (el: Element) => {
    const lang = el.closest('[lang]')?.getAttribute('lang') ?? ''
    return !lang.startsWith('ar') || el.closest('[aria-hidden="true"]') != null
  }
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    getComputedStyle(el).clipPath.startsWith('inset(50%') === false
  const texts = new Set<string>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement
    const text = node.textContent?.replace(/\s+/g, ' ').trim()
    if (!el || !text || markedEnglish(el) || el.closest('script, style, noscript, template'))
      continue
    // An option is not drawn until its select opens: it counts when its select is shown.
    const host = el.closest('select') ?? el
    if (shown(host)) texts.add(text)
  }
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
    if (markedEnglish(el) || !shown(el)) continue
    for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
      const value = el.getAttribute(name)?.trim()
      if (value) texts.add(value)
    }
  }
  const exempt = [
    /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
    /\b(https?:\/\/|www\.)\S+/g, // web addresses
    /\b[\w-]+\.(org|com|net|eg|example)(\/\S*)?\b/g, // a domain name written alone
    /\+\d[\d\s]{7,}/g, // phones in E.164 (and their spaced print)
    /\b01X{9}\b/g, // the spec's phone placeholder, a pattern of digits
    /\b501\(c\)\(3\)/g, // the US tax code's section, by its name
  ]
  const found: string[] = []
  for (const text of texts) {
    let rest = text
    for (const pattern of exempt) rest = rest.replace(pattern, ' ')
    for (const word of rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? []) {
      if (allowed.includes(word)) continue
      found.push(`${word} in "${text.slice(0, 60)}"`)
    }
  }
  return [...new Set(found)]
}

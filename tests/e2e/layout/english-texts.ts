import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Issue 17: "a reader who knows only Arabic … without meeting an English word". The interface
 * texts of the English catalogue that Arabic pages must not show: every English text that has
 * its own Arabic (the same text in both, such as a number pattern, is left out) and no
 * placeholder. An interface text written into a component instead of read from the catalogue
 * shows here once the catalogue has it, and any English text of the catalogue shown by mistake
 * on an Arabic page shows at once.
 */
export function englishInterfaceTexts(): string[] {
  const read = (lang: string) =>
    JSON.parse(
      readFileSync(path.join(process.cwd(), 'src/i18n/messages', `${lang}.json`), 'utf8'),
    ) as Record<string, unknown>
  const flat = (tree: Record<string, unknown>, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      value !== null && typeof value === 'object'
        ? flat(value as Record<string, unknown>, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value)] as [string, string]],
    )
  const arabic = new Map(flat(read('ar')))
  return flat(read('en'))
    .filter(([key, text]) => arabic.get(key) !== text && /[A-Za-z]{3}/.test(text))
    .filter(([, text]) => !/[{}]/.test(text))
    .map(([, text]) => text.trim())
}

/**
 * In the page: every text node and every aria-label, title, placeholder and alt, trimmed,
 * outside elements marked English (`lang="en"`: content with no Arabic yet, shown as such) and
 * parts hidden from everyone, assistive technology included (`aria-hidden`: a form's honeypot).
 */
export function interfaceTextsOfPage(): string[] {
  const english = (el: Element | null) =>
    el?.closest('[lang]')?.getAttribute('lang') === 'en' ||
    el?.closest('[aria-hidden="true"]') != null
  const found = new Set<string>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    if (text && !english(node.parentElement)) found.add(text)
  }
  for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (english(el)) continue
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(name)?.trim()
      if (value) found.add(value)
    }
  }
  return [...found]
}

/**
 * In the page: the site's own links that lead outside /ar (path only, no query or hash), other
 * than the language switch and links inside content marked English. The caller keeps those whose
 * /ar twin exists: an Arabic reader following them would land on the English page.
 */
export function linksOutOfArabic(): string[] {
  const found = new Set<string>()
  for (const a of document.body.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    if (a.dataset.testid === 'language-switch' || a.closest('[lang="en"]')) continue
    const path = a.getAttribute('href')!.split(/[?#]/, 1)[0]!
    if (path === '/ar' || path.startsWith('/ar/')) continue
    if (/^\/(api|_next|admin)(\/|$)/.test(path)) continue
    found.add(path)
  }
  return [...found]
}

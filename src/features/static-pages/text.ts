/**
 * Plain text of the legal pages and the by-laws, as staff type it in a
 * textarea: an empty line starts a new paragraph; a paragraph whose lines all
 * start with "- " is a list. Rendered as React text, never as HTML.
 */
export type TextBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] }

export function textBlocks(body: string | null | undefined): TextBlock[] {
  if (!body) return []
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(
      (lines): TextBlock =>
        lines.every((line) => /^- +\S/.test(line))
          ? { kind: 'ul', items: lines.map((line) => line.replace(/^- +/, '')) }
          : { kind: 'p', text: lines.join(' ') },
    )
}

/** An anchor from a heading: lower case ASCII letters and digits joined by dashes. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'section'
}

/** One anchor per title, made unique on the page with -2, -3 … in order. */
export function uniqueSlugs(titles: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return titles.map((title) => {
    const base = slugify(title)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  })
}

const NUMERALS: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
]

/** 1 → I, 14 → XIV: the numbering of the by-laws' articles. */
export function romanNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) return String(n)
  let rest = n
  let out = ''
  for (const [value, numeral] of NUMERALS) {
    while (rest >= value) {
      out += numeral
      rest -= value
    }
  }
  return out
}

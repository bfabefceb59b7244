import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  clientMessagesFor,
  LAZY_NAMESPACES,
  PAGE_NAMESPACES,
  pageMessagesFor,
  SHELL_KEYS,
  SHELL_NAMESPACES,
} from './messages'
import { lazyMessagesResponse, lazyMessagesRoutes } from './lazy-messages'

const SRC = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

const sources = new Map(sourceFiles(SRC).map((f) => [f, readFileSync(f, 'utf8')]))

/** The source files a file imports (static, re-exported or import()), resolved. */
function importsOf(file: string): string[] {
  const text = sources.get(file)!
  const specs = [...text.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]!)
  return specs.flatMap((spec) => {
    const base = spec.startsWith('@/')
      ? path.join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null
    if (!base) return []
    const found = ['.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((f) => existsSync(f))
    return found ? [found] : []
  })
}

const importers = new Map<string, string[]>()
for (const file of sources.keys()) {
  for (const imported of importsOf(file)) {
    importers.set(imported, [...(importers.get(imported) ?? []), file])
  }
}

/** The namespaces a file reads with useTranslations, each with the keys its `t('…')` calls name. */
function namespacesRead(text: string): string[] {
  return [...text.matchAll(/useTranslations\(\s*(?:'([^']*)'|"([^"]*)")?\s*\)/g)].map(
    // A call without a namespace would need the whole catalogue: refuse it too.
    (m) => (m[1] ?? m[2] ?? '(none)').split('.')[0]!,
  )
}

const sends = (text: string, namespace: string) =>
  new RegExp(`<PageMessages namespaces=\\{\\[[^\\]]*'${namespace}'`).test(text) ||
  // The donation form's loader fetches its texts beside its code (LazyDonationFormMessages).
  ((LAZY_NAMESPACES as readonly string[]).includes(namespace) &&
    /lazyMessagesUrl\(\s*'([^']+)'/.exec(text)?.[1] === namespace)

/**
 * The pages and layouts (files under src/app nothing imports) that reach `file` through imports
 * without passing a file that sends `namespace`: each one renders a reader of it without its texts.
 */
function unsentPaths(file: string, namespace: string): string[][] {
  const found: string[][] = []
  const walk = (at: string, trail: string[]) => {
    if (trail.includes(at)) return
    const here = [...trail, at]
    if (sends(sources.get(at) ?? '', namespace)) return
    const up = importers.get(at) ?? []
    if (up.length === 0 && at.startsWith(path.join(SRC, 'app'))) found.push(here)
    for (const next of up) walk(next, here)
  }
  walk(file, [])
  return found.map((trail) => trail.map((f) => path.relative(SRC, f)))
}

describe('the catalogue sent to the browser', () => {
  const readers = [...sources].flatMap(([file, text]) =>
    namespacesRead(text).map((namespace) => ({ file, text, namespace })),
  )
  /** The keys a file reads of one namespace: the calls of the translator it names for it. */
  const keysRead = (text: string, namespace: string) => {
    const made = new RegExp(`(\\w+)\\s*=\\s*useTranslations\\(\\s*'${namespace}'`).exec(text)
    const name = made?.[1] ?? 't'
    return [...text.matchAll(new RegExp(`\\b${name}\\(\\s*'([^']+)'`, 'g'))].map((m) => m[1]!)
  }

  it('knows every namespace a component reads with useTranslations', () => {
    expect(new Set(readers.map((r) => r.namespace)).size).toBeGreaterThan(5)
    const known: readonly string[] = [
      ...SHELL_NAMESPACES,
      ...PAGE_NAMESPACES,
      ...Object.keys(SHELL_KEYS),
    ]
    expect(readers.map((r) => r.namespace).filter((n) => !known.includes(n))).toEqual([])
  })

  it("gives each page namespace to every page that renders a reader of it, the shell's keys aside", () => {
    const shellKeys = SHELL_KEYS as Record<string, readonly string[]>
    const missing = readers
      .filter(({ namespace }) => !(SHELL_NAMESPACES as readonly string[]).includes(namespace))
      .filter(({ text, namespace }) => {
        // A reader of the shell's keys only (the donation form's loading line) needs nothing more.
        const keys = keysRead(text, namespace)
        return !(keys.length > 0 && keys.every((k) => shellKeys[namespace]?.includes(k)))
      })
      .flatMap(({ file, namespace }) =>
        unsentPaths(file, namespace).map((trail) => `${namespace}: ${trail.join(' ← ')}`),
      )
    expect(missing).toEqual([])
  })

  it('finds a page that renders a page namespace without sending it', () => {
    // The check above must be able to fail: the home page does not send 'volunteer'.
    const home = path.join(SRC, 'app/(site)/page.tsx')
    const reader = path.join(SRC, 'features/volunteers/components/VolunteerForm.tsx')
    expect(unsentPaths(reader, 'volunteer')).toEqual([])
    importers.set(reader, [...(importers.get(reader) ?? []), home])
    try {
      const paths = unsentPaths(reader, 'volunteer')
      expect(paths.length).toBeGreaterThan(0)
      for (const trail of paths) expect(trail).toContain('app/(site)/page.tsx')
    } finally {
      importers.set(reader, importers.get(reader)!.slice(0, -1))
    }
  })

  it("sends the shell's namespaces and keys on every page, no page namespace, in both languages", () => {
    for (const locale of ['en', 'ar'] as const) {
      const messages = clientMessagesFor(locale) as Record<string, unknown>
      expect(Object.keys(messages).sort()).toEqual(
        [...SHELL_NAMESPACES, 'common', 'donation', 'errorPage'].sort(),
      )
      expect(Object.keys(messages.donation as object)).toEqual([
        'loadingForm',
        'loadFailed',
        'loadRetry',
      ])
      expect(Object.keys(messages.errorPage as object)).toEqual(['title', 'renderText', 'retry'])
      expect(Object.keys(messages.common as object)).toEqual([
        'backToHome',
        'wait',
        'waitFew',
        'requiredNote',
      ])
      expect(messages.meta).toBeUndefined()
      expect(messages.home).toBeUndefined()
      expect(messages.volunteer).toBeUndefined()
    }
    expect(clientMessagesFor('ar').nav).not.toEqual(clientMessagesFor('en').nav)
  })

  it("adds only the page's own namespaces for PageMessages", () => {
    expect(Object.keys(pageMessagesFor('ar', ['boards', 'contact']))).toEqual(['boards', 'contact'])
    expect(pageMessagesFor('ar', ['boards']).boards).not.toEqual(
      pageMessagesFor('en', ['boards']).boards,
    )
  })

  it("serves a lazy namespace's texts, in each language, and nothing else", async () => {
    expect(lazyMessagesRoutes()).toEqual([
      { namespace: 'donation', locale: 'en' },
      { namespace: 'donation', locale: 'ar' },
    ])
    const ar = lazyMessagesResponse('donation', 'ar')
    expect(ar.status).toBe(200)
    expect(await ar.json()).toEqual(
      JSON.parse(JSON.stringify(pageMessagesFor('ar', ['donation']).donation)),
    )
    expect(lazyMessagesResponse('meta', 'en').status).toBe(404)
    expect(lazyMessagesResponse('volunteer', 'en').status).toBe(404)
    expect(lazyMessagesResponse('donation', 'fr').status).toBe(404)
  })
})

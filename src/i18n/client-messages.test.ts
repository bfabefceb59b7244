import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_NAMESPACES, clientMessagesFor, PAGE_NAMESPACES } from './messages'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

describe('the catalogue sent to the browser', () => {
  const sources = sourceFiles(path.resolve(import.meta.dirname, '..')).map((f) => ({
    file: f,
    text: readFileSync(f, 'utf8'),
  }))

  it('holds every namespace a component reads with useTranslations', () => {
    const read = new Set<string>()
    for (const { text } of sources) {
      for (const m of text.matchAll(/useTranslations\(\s*(?:'([^']*)'|"([^"]*)")?\s*\)/g)) {
        // A call without a namespace would need the whole catalogue: refuse it too.
        read.add((m[1] ?? m[2] ?? '(none)').split('.')[0]!)
      }
    }
    expect(read.size).toBeGreaterThan(5)
    const known: readonly string[] = [...CLIENT_NAMESPACES, ...PAGE_NAMESPACES]
    expect([...read].filter((n) => !known.includes(n))).toEqual([])
  })

  it('gives each page-only namespace to the page that reads it (PageMessages)', () => {
    const app = sourceFiles(path.resolve(import.meta.dirname, '../app')).map((f) =>
      readFileSync(f, 'utf8'),
    )
    for (const namespace of PAGE_NAMESPACES) {
      const wrapped = new RegExp(`<PageMessages namespaces=\\{\\[[^\\]]*'${namespace}'`)
      expect(
        app.some((text) => wrapped.test(text)),
        namespace,
      ).toBe(true)
      expect(clientMessagesFor('en')).not.toHaveProperty(namespace)
      expect(clientMessagesFor('ar', [namespace])).toHaveProperty(namespace)
    }
  })

  it('leaves out the server-only namespaces, in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      const messages = clientMessagesFor(locale) as Record<string, unknown>
      expect(Object.keys(messages).sort()).toEqual([...CLIENT_NAMESPACES].sort())
      expect(messages.meta).toBeUndefined()
      expect(messages.footer).toBeUndefined()
    }
    expect(clientMessagesFor('ar').home).not.toEqual(clientMessagesFor('en').home)
  })
})

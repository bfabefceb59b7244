import { describe, expect, it } from 'vitest'
import ar from '@/i18n/messages/ar.json'
import en from '@/i18n/messages/en.json'
import { noteUnavailableRender, UNAVAILABLE_PAGES, unavailablePageHtml } from './unavailable-page'

const pages = () =>
  (globalThis as Record<symbol, Map<string, { html: string }> | undefined>)[UNAVAILABLE_PAGES] ??
  new Map<string, { html: string }>()
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
})
const request = (id: string, path: string) => ({ path, headers: { 'x-request-id': id } })

describe('unavailablePageHtml', () => {
  it("is in the path's language and direction, linking to that language's home", () => {
    const english = unavailablePageHtml('/newEgyptNews/a?x=1')
    expect(english).toContain('<html lang="en" dir="ltr">')
    expect(english).toContain(`<h1>${en.errorPage.unavailableTitle}</h1>`)
    expect(english).toContain('href="/"')
    for (const path of ['/ar/newEgyptNews/a', '/caseSearchForm']) {
      const arabic = unavailablePageHtml(path)
      expect(arabic).toContain('<html lang="ar" dir="rtl">')
      expect(arabic).toContain(`<p>${ar.errorPage.unavailableText}</p>`)
      expect(arabic).toContain(`href="/ar">${ar.common.backToHome}<`)
    }
    expect(english).not.toMatch(/<script/)
  })
})

describe('noteUnavailableRender', () => {
  it('leaves a page for a render that failed on the database, under its request id', () => {
    noteUnavailableRender(refused, request('r1', '/ar/boards'), { routeType: 'render' })
    expect(pages().get('r1')?.html).toContain('lang="ar"')
  })

  it('leaves nothing for other errors, route handlers, or a request without an id', () => {
    noteUnavailableRender(new Error('boom'), request('r2', '/'), { routeType: 'render' })
    noteUnavailableRender(refused, request('r3', '/api/x'), { routeType: 'route' })
    noteUnavailableRender(refused, { path: '/', headers: {} }, { routeType: 'render' })
    expect(pages().has('r2')).toBe(false)
    expect(pages().has('r3')).toBe(false)
    expect([...pages().keys()]).toEqual(['r1'])
  })
})

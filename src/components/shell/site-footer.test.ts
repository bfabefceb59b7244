import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SiteFooter } from './SiteFooter'

/** The footer, as every page renders it: the two pages visitors look for most. */
describe('the footer', () => {
  const linksOf = (locale: 'en' | 'ar') =>
    [
      ...renderToStaticMarkup(h(SiteFooter, { locale })).matchAll(
        /<a href="([^"]+)">([^<]+)<\/a>/g,
      ),
    ].map(([, href, label]) => [label, href])

  it('leads to the case request and the donor portal, in Arabic on Arabic pages', () => {
    expect(linksOf('ar')).toEqual(
      expect.arrayContaining([
        ['اطلب مساعدة', '/caseSearchForm'],
        ['تبرعاتك', '/ar/donor'],
      ]),
    )
  })

  it('and in English on English pages', () => {
    expect(linksOf('en')).toEqual(
      expect.arrayContaining([
        ['Ask for help', '/caseSearchFormEn'],
        ['Your donations', '/donor'],
      ]),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { buildMetadata, pageTitle, routeMetadata, toArabicMetadata } from './metadata'

describe('pageTitle', () => {
  it('drops a site name typed after the title', () => {
    expect(pageTitle('Aswan Medical Convoy | New Egypt')).toBe('Aswan Medical Convoy')
    expect(pageTitle('A day on a convoy | New Egypt blog')).toBe('A day on a convoy')
    expect(pageTitle('Clinic opens – New Egypt Foundation')).toBe('Clinic opens')
    expect(pageTitle('Clinic opens - new egypt')).toBe('Clinic opens')
  })

  it('keeps titles that merely mention the name', () => {
    expect(pageTitle('New Egypt at a glance')).toBe('New Egypt at a glance')
    expect(pageTitle('Why New Egypt builds wells')).toBe('Why New Egypt builds wells')
    expect(pageTitle('New Egypt')).toBe('New Egypt')
  })
})

describe('buildMetadata', () => {
  it('gives the layout a bare title, so every page reads "<title> | New Egypt Foundation"', () => {
    const m = buildMetadata({ title: 'Ramadan | New Egypt', description: 'd', path: '/x' })
    expect(m.title).toBe('Ramadan')
    expect(m.openGraph?.title).toBe('Ramadan')
  })

  it('leaves an absolute title (the home page) as it is', () => {
    const m = buildMetadata({
      title: 'New Egypt Foundation',
      absoluteTitle: true,
      description: 'd',
      path: '/',
    })
    expect(m.title).toEqual({ absolute: 'New Egypt Foundation' })
  })
})

describe('language alternates', () => {
  /** What /boards links to in either language: both pages, x-default, and the page language's feed. */
  const boardsAlternates = (canonical: string, feed: { url: string; title: string }) => ({
    canonical,
    languages: { en: '/boards', ar: '/ar/boards', 'x-default': '/boards' },
    types: { 'application/rss+xml': [feed] },
  })

  it('names both languages and x-default on an English page', () => {
    const m = buildMetadata({ title: 'Boards', description: 'd', path: '/boards' })
    expect(m.alternates).toEqual(
      boardsAlternates('/boards', {
        url: '/newEgyptNews/rss.xml',
        title: 'New Egypt Foundation news',
      }),
    )
    expect(m.openGraph).toMatchObject({ locale: 'en_US', url: '/boards' })
  })

  it('gives an Arabic page its own canonical link, Arabic title and Open Graph locale', () => {
    const m = routeMetadata('/boards', 'ar')
    expect(m.title).toEqual({ absolute: 'هيكل الفروع | مؤسسة مصر الجديدة' })
    expect(m.alternates).toEqual(
      boardsAlternates('/ar/boards', {
        url: '/ar/newEgyptNews/rss.xml',
        title: 'أخبار مؤسسة مصر الجديدة',
      }),
    )
    expect(m.openGraph).toMatchObject({ locale: 'ar_EG', url: '/ar/boards' })
    expect(routeMetadata('/', 'ar').alternates?.canonical).toBe('/ar')
  })

  it('turns a content page into its Arabic twin', () => {
    const en = buildMetadata({ title: 'Convoy', description: 'd', path: '/newEgyptNews/convoy' })
    const ar = toArabicMetadata(en)
    expect(ar.alternates?.canonical).toBe('/ar/newEgyptNews/convoy')
    expect(ar.alternates?.types).toEqual({
      'application/rss+xml': [
        { url: '/ar/newEgyptNews/rss.xml', title: 'أخبار مؤسسة مصر الجديدة' },
      ],
    })
    expect(ar.openGraph).toMatchObject({ locale: 'ar_EG', url: '/ar/newEgyptNews/convoy' })
    expect(ar.title).toEqual({ absolute: 'Convoy | مؤسسة مصر الجديدة' })
  })

  it('pairs the spec Arabic case screens with their English twins', () => {
    const m = routeMetadata('/caseSearchForm')
    expect(m.alternates).toMatchObject({
      canonical: '/caseSearchForm',
      languages: {
        en: '/caseSearchFormEn',
        ar: '/caseSearchForm',
        'x-default': '/caseSearchFormEn',
      },
    })
  })
})

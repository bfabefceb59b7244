import { describe, expect, it } from 'vitest'
import { buildMetadata, pageTitle } from './metadata'

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

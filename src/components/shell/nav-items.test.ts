import { describe, expect, it } from 'vitest'
import {
  ABOUT_ITEMS,
  NAV_ITEMS,
  ONE_PAGE_SECTIONS,
  isActive,
  normalizePath,
  type NavItem,
} from './nav-items'

const byLabel = (label: string): NavItem => {
  const item = NAV_ITEMS.find((i) => i.label === label)
  if (!item) throw new Error(`no nav item ${label}`)
  return item
}

const activeLabels = (pathname: string) =>
  NAV_ITEMS.filter((item) => isActive(pathname, item)).map((item) => item.label)

describe('nav model', () => {
  it('has the spec items in order', () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      'Home',
      'News',
      'Activities',
      'Donations',
      'About',
      'Contact',
    ])
    expect(ABOUT_ITEMS.map((i) => [i.label, i.href])).toEqual([
      ['New Egypt', '/aboutus'],
      ['Boards', '/boards'],
      ['Bylaws', '/bylaws'],
      ['Contact', '/contactus'],
      ['Join Us', '/joinUs'],
    ])
  })

  it('lists the one-page sections', () => {
    expect(ONE_PAGE_SECTIONS.map((s) => s.id)).toEqual([
      'home',
      'causes',
      'priorities',
      'volunteers',
      'blogs',
    ])
  })
})

describe('isActive', () => {
  it('marks Home only on /', () => {
    expect(isActive('/', byLabel('Home'))).toBe(true)
    expect(isActive('/newEgyptNews', byLabel('Home'))).toBe(false)
    expect(activeLabels('/')).toEqual(['Home'])
  })

  it('matches exact paths and nested routes', () => {
    expect(activeLabels('/newEgyptNews')).toEqual(['News'])
    expect(activeLabels('/newEgyptNews/some-article')).toEqual(['News'])
    expect(activeLabels('/activities/tree-planting')).toEqual(['Activities'])
    expect(activeLabels('/activity-detail/12')).toEqual(['Activities'])
    expect(activeLabels('/donationServices/4')).toEqual(['Donations'])
  })

  it('does not match on a shared prefix that is not a path segment', () => {
    expect(isActive('/newsletter', byLabel('News'))).toBe(false)
    expect(isActive('/activitiesX', byLabel('Activities'))).toBe(false)
    expect(isActive('/newEgyptNewsroom', byLabel('News'))).toBe(false)
  })

  it('marks the About group when any child is active', () => {
    expect(activeLabels('/boards')).toEqual(['About'])
    expect(activeLabels('/aboutus')).toEqual(['About'])
    expect(activeLabels('/joinUs')).toEqual(['About'])
    expect(activeLabels('/contactus')).toEqual(['About', 'Contact'])
  })

  it('ignores trailing slashes, query and hash', () => {
    expect(activeLabels('/newEgyptNews/')).toEqual(['News'])
    expect(activeLabels('/boards?club=11#members')).toEqual(['About'])
    expect(normalizePath('')).toBe('/')
    expect(normalizePath('/?x=1')).toBe('/')
  })

  it('marks nothing for unknown paths or a missing pathname', () => {
    expect(activeLabels('/terms')).toEqual([])
    expect(activeLabels('')).toEqual([])
    expect(NAV_ITEMS.some((item) => isActive(null, item))).toBe(false)
  })
})

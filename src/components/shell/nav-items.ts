/** The site navigation model: pure data and pure functions (no React). */

export type NavLink = {
  kind: 'link'
  label: string
  href: string
  /** Other route prefixes that belong to this item (e.g. /activity-detail for Activities). */
  also?: readonly string[]
}

export type NavGroup = {
  kind: 'group'
  label: string
  children: readonly NavLink[]
}

export type NavItem = NavLink | NavGroup

const link = (label: string, href: string, also?: readonly string[]): NavLink =>
  also ? { kind: 'link', label, href, also } : { kind: 'link', label, href }

export const ABOUT_ITEMS: readonly NavLink[] = [
  link('New Egypt', '/aboutus'),
  link('Boards', '/boards'),
  link('Bylaws', '/bylaws'),
  link('Contact', '/contactus'),
  link('Join Us', '/joinUs'),
]

export const NAV_ITEMS: readonly NavItem[] = [
  link('Home', '/'),
  link('News', '/newEgyptNews'),
  link('Activities', '/activities', ['/activity-detail', '/allActivities']),
  link('Donations', '/donationServices'),
  { kind: 'group', label: 'About', children: ABOUT_ITEMS },
  link('Contact', '/contactus'),
]

/** Catalogue keys ('nav' group) of the nav's English labels. */
export const NAV_LABEL_KEYS = {
  Home: 'home',
  News: 'news',
  Activities: 'activities',
  Donations: 'donations',
  About: 'about',
  'New Egypt': 'aboutNewEgypt',
  Boards: 'boards',
  Bylaws: 'bylaws',
  Contact: 'contact',
  'Join Us': 'joinUs',
} as const

export type NavLabel = keyof typeof NAV_LABEL_KEYS

export type PageSection = { id: string; label: string }

/** Sections of the single-page variant of the home (OnePageNav). */
export const ONE_PAGE_SECTIONS: readonly PageSection[] = [
  { id: 'home', label: 'Home' },
  { id: 'causes', label: 'Causes' },
  { id: 'priorities', label: 'Priorities' },
  { id: 'volunteers', label: 'Volunteers' },
  { id: 'blogs', label: 'Blogs' },
]

/** Path part only, without query, hash or trailing slash ('/' stays '/'). */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? ''
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

function matchesPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/**
 * Whether a nav item is the current one for `pathname`: equal to its href or below it
 * (href + '/...'), Home only on '/', a group when any of its children is.
 */
export function isActive(pathname: string | null | undefined, item: NavItem): boolean {
  if (!pathname) return false
  const path = normalizePath(pathname)
  if (item.kind === 'group') return item.children.some((child) => isActive(path, child))
  if (item.href === '/') return path === '/'
  return [item.href, ...(item.also ?? [])].some((prefix) => matchesPrefix(path, prefix))
}

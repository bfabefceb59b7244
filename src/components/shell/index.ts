export { SiteShell, type SiteShellProps } from './SiteShell'
export { OnePageNav } from './OnePageNav'
export { SiteHeader } from './SiteHeader'
export { SiteFooter } from './SiteFooter'
export { BackToTop } from './BackToTop'
export { DonateFab } from './DonateFab'
export {
  DonationModalProvider,
  useDonationModal,
  type DonationModalApi,
} from './DonationModalContext'
export { NAV_ITEMS, ABOUT_ITEMS, ONE_PAGE_SECTIONS, isActive } from './nav-items'
export type { NavItem, NavLink, NavGroup, PageSection } from './nav-items'

import { BrandMark, BrandName } from './BrandMark'

/** admin.components.graphics.Logo: the sign-in, reset and first-account pages. */
export function BrandLogo() {
  return <BrandName size={56} subtitle="Back office" />
}

/** admin.components.graphics.Icon: the link to the dashboard at the top of every page. */
export function BrandIcon() {
  // Payload draws the home link 16 to 18 px square: the mark fills it.
  return <BrandMark size="100%" />
}

/** admin.components.beforeNavLinks: the charity's name at the top of the menu. */
export function NavBrand() {
  return (
    <div style={{ padding: 'calc(var(--base) * 0.25) 0 calc(var(--base) * 0.75)' }}>
      <BrandName size={36} subtitle="Back office" />
    </div>
  )
}

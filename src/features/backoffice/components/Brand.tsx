import { BACK_OFFICE_NAME, backOfficeLang } from '../admin-title'
import { BrandMark, BrandName } from './BrandMark'

/** What Payload gives a server component of the admin: its language among the rest. */
type AdminProps = { i18n?: { language: string } }

const names = (props: AdminProps) => BACK_OFFICE_NAME[backOfficeLang(props.i18n?.language)]

/** admin.components.graphics.Logo: the sign-in, reset and first-account pages. */
export function BrandLogo(props: AdminProps = {}) {
  const t = names(props)
  return <BrandName size={56} name={t.charity} subtitle={t.backOffice} />
}

/** admin.components.graphics.Icon: the link to the dashboard at the top of every page. */
export function BrandIcon() {
  // Payload draws the home link 16 to 18 px square: the mark fills it.
  return <BrandMark size="100%" />
}

/** admin.components.beforeNavLinks: the charity's name at the top of the menu. */
export function NavBrand(props: AdminProps = {}) {
  const t = names(props)
  return (
    <div style={{ padding: 'calc(var(--base) * 0.25) 0 calc(var(--base) * 0.75)' }}>
      <BrandName size={36} name={t.charity} subtitle={t.backOffice} />
    </div>
  )
}

import { AccountPage } from '@/features/account/components/AccountCard'
import { LoginForm } from '@/features/account/components/LoginForm'
import { pageTranslator } from '@/i18n/page-text'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/login')

/** Login (spec 001 section 2): staff sign in to the back office. */
export default function Page() {
  const t = pageTranslator('accountPages')
  return (
    <AccountPage path="/login" title={t('loginTitle')} intro={t('loginIntro')}>
      <LoginForm />
    </AccountPage>
  )
}

import { AccountPage } from '@/features/account/components/AccountCard'
import { SignupForm } from '@/features/account/components/SignupForm'
import { pageTranslator } from '@/i18n/page-text'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/signup')

/** Sign Up (spec 001 section 2); accounts for the public are not open yet. */
export default function Page() {
  const t = pageTranslator('accountPages')
  return (
    <AccountPage path="/signup" title={t('signupTitle')}>
      <SignupForm />
    </AccountPage>
  )
}

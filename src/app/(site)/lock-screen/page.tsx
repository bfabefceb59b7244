import { AccountPage } from '@/features/account/components/AccountCard'
import { LockScreenForm } from '@/features/account/components/LockScreenForm'
import { pageTranslator } from '@/i18n/page-text'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/lock-screen')

/** Lock Screen (spec 001 section 2); accounts for the public are not open yet. */
export default function Page() {
  const t = pageTranslator('accountPages')
  return (
    <AccountPage path="/lock-screen" title={t('lockTitle')} intro={t('lockIntro')}>
      <LockScreenForm />
    </AccountPage>
  )
}

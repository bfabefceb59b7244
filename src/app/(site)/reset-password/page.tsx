import { AccountPage } from '@/features/account/components/AccountCard'
import { ResetPasswordForm } from '@/features/account/components/ResetPasswordForm'
import { pageTranslator } from '@/i18n/page-text'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/reset-password')

/** Reset Password (spec 001 section 2): mails a reset link to a staff account. */
export default function Page() {
  const t = pageTranslator('accountPages')
  return (
    <AccountPage path="/reset-password" title={t('resetTitle')} intro={t('resetIntro')}>
      <ResetPasswordForm />
    </AccountPage>
  )
}

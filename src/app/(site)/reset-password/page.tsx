import { AccountPage } from '@/features/account/components/AccountCard'
import { ResetPasswordForm } from '@/features/account/components/ResetPasswordForm'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/reset-password')

/** Reset Password (spec 001 section 2): mails a reset link to a staff account. */
export default function Page() {
  return (
    <AccountPage
      path="/reset-password"
      title="Forgot your password?"
      intro="Enter the e-mail address of your staff account and we will send you a link to choose a new password."
    >
      <ResetPasswordForm />
    </AccountPage>
  )
}

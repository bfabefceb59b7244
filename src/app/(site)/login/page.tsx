import { AccountPage } from '@/features/account/components/AccountCard'
import { LoginForm } from '@/features/account/components/LoginForm'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/login')

/** Login (spec 001 section 2): staff sign in to the back office. */
export default function Page() {
  return (
    <AccountPage
      path="/login"
      title="Sign in to the back office"
      intro="For the foundation's staff. Five wrong passwords lock the account for 10 minutes."
    >
      <LoginForm />
    </AccountPage>
  )
}

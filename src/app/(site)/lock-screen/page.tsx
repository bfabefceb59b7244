import { AccountPage } from '@/features/account/components/AccountCard'
import { LockScreenForm } from '@/features/account/components/LockScreenForm'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/lock-screen')

/** Lock Screen (spec 001 section 2); accounts for the public are not open yet. */
export default function Page() {
  return (
    <AccountPage
      path="/lock-screen"
      title="Your session is locked"
      intro="Enter your password to continue."
    >
      <LockScreenForm />
    </AccountPage>
  )
}

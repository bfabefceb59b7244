import { PageHero } from '@/components/page/PageHero'
import { AccountCard } from '@/features/account/components/AccountCard'
import { LockScreenForm } from '@/features/account/components/LockScreenForm'
import { routeMetadata } from '@/lib/metadata'
import { routeInfo } from '@/lib/routes'

export const metadata = routeMetadata('/lock-screen')

/** Lock Screen (spec 001 section 2); accounts for the public are not open yet. */
export default function Page() {
  const r = routeInfo('/lock-screen')
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <AccountCard title="Your session is locked" intro="Enter your password to continue.">
        <LockScreenForm />
      </AccountCard>
    </>
  )
}

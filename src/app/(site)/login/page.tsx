import { PageHero } from '@/components/page/PageHero'
import { AccountCard } from '@/features/account/components/AccountCard'
import { LoginForm } from '@/features/account/components/LoginForm'
import { routeMetadata } from '@/lib/metadata'
import { routeInfo } from '@/lib/routes'

export const metadata = routeMetadata('/login')

/** Login (spec 001 section 2): staff sign in to the back office. */
export default function Page() {
  const r = routeInfo('/login')
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <AccountCard
        title="Sign in to the back office"
        intro="For the foundation's staff. Five wrong passwords lock the account for 10 minutes."
      >
        <LoginForm />
      </AccountCard>
    </>
  )
}

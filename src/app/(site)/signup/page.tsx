import { PageHero } from '@/components/page/PageHero'
import { AccountCard } from '@/features/account/components/AccountCard'
import { SignupForm } from '@/features/account/components/SignupForm'
import { routeMetadata } from '@/lib/metadata'
import { routeInfo } from '@/lib/routes'

export const metadata = routeMetadata('/signup')

/** Sign Up (spec 001 section 2); accounts for the public are not open yet. */
export default function Page() {
  const r = routeInfo('/signup')
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <AccountCard title="Create an account">
        <SignupForm />
      </AccountCard>
    </>
  )
}

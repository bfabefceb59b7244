import { LazyCaseLookupForm } from '@/features/cases/components/LazyCaseForms'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseFormPart')

/** The 'case search form' variant with server-loaded lookups (decision 0017 on the routes). */
export default function Page() {
  return (
    <div className="container">
      <LazyCaseLookupForm />
    </div>
  )
}

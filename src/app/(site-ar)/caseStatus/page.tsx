import { CaseStatusForm } from '@/features/cases/components/CaseStatusForm'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseStatus')

export default function Page() {
  return (
    <div className="container">
      <CaseStatusForm lang="ar" />
    </div>
  )
}

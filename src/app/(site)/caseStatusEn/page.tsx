import { CaseStatusForm } from '@/features/cases/components/CaseStatusForm'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseStatusEn')

export default function Page() {
  return (
    <div className="container">
      <CaseStatusForm lang="en" />
    </div>
  )
}

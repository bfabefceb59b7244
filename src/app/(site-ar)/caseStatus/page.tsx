import { CaseStatusForm } from '@/features/cases/components/CaseStatusForm'
import { CASE_STATUS_TEXTS } from '@/features/cases/texts'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseStatus')

export default function Page() {
  return (
    <div className="container">
      <h1>{CASE_STATUS_TEXTS.ar.title}</h1>
      <CaseStatusForm lang="ar" />
    </div>
  )
}

import { CaseWizard } from '@/features/cases/components/CaseWizard'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseFormPartsEn')

export default function Page() {
  return (
    <div className="container">
      <h1 className="visually-hidden">Assistance Request</h1>
      <CaseWizard lang="en" />
    </div>
  )
}

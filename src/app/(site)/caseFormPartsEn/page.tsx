import { LazyCaseWizard } from '@/features/cases/components/LazyCaseForms'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseFormPartsEn')

export default function Page() {
  return (
    <div className="container">
      <h1 className="visually-hidden">Assistance Request</h1>
      <LazyCaseWizard lang="en" />
    </div>
  )
}

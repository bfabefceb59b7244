import { CaseWizard } from '@/features/cases/components/CaseWizard'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseFormParts')

export default function Page() {
  return (
    <div className="container">
      <h1 className="visually-hidden">طلب مساعدة</h1>
      <CaseWizard lang="ar" />
    </div>
  )
}

import { LazyCaseWizard } from '@/features/cases/components/LazyCaseForms'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseFormParts')

export default function Page() {
  return (
    <div className="container">
      <h1 className="visually-hidden">طلب مساعدة</h1>
      <LazyCaseWizard lang="ar" />
    </div>
  )
}

import { LazyCaseStaticForm } from '@/features/cases/components/LazyCaseForms'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseForm')

export default function Page() {
  return (
    <div className="container">
      <LazyCaseStaticForm />
    </div>
  )
}

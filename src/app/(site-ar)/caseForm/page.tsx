import { CaseStaticForm } from '@/features/cases/components/CaseStaticForm'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseForm')

export default function Page() {
  return (
    <div className="container">
      <CaseStaticForm />
    </div>
  )
}

import { CaseLandingAr } from '@/features/cases/components/CaseLanding'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseSearchForm')

export default function Page() {
  return <CaseLandingAr />
}

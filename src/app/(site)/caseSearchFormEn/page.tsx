import { CaseLandingEn } from '@/features/cases/components/CaseLanding'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/caseSearchFormEn')

export default function Page() {
  return <CaseLandingEn />
}

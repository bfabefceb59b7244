import { ScreenPlaceholder } from '@/components/page/ScreenPlaceholder'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/lock-screen')

export default function Page() {
  return <ScreenPlaceholder path="/lock-screen" />
}

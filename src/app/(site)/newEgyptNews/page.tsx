import { ScreenPlaceholder } from '@/components/page/ScreenPlaceholder'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/newEgyptNews')

export default function Page() {
  return <ScreenPlaceholder path="/newEgyptNews" />
}

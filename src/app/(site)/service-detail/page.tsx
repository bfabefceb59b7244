import { ScreenPlaceholder } from '@/components/page/ScreenPlaceholder'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/service-detail')

export default function Page() {
  return <ScreenPlaceholder path="/service-detail" />
}

import { ScreenPlaceholder } from '@/components/page/ScreenPlaceholder'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/reset-password')

export default function Page() {
  return <ScreenPlaceholder path="/reset-password" />
}

import { ScreenPlaceholder } from '@/components/page/ScreenPlaceholder'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/faqs')

export default function Page() {
  return <ScreenPlaceholder path="/faqs" />
}

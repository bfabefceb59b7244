import { ScreenPlaceholder } from '@/components/page/ScreenPlaceholder'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/blog-sidebar')

export default function Page() {
  return <ScreenPlaceholder path="/blog-sidebar" />
}

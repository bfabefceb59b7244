import { lazyMessagesResponse, lazyMessagesRoutes } from '@/i18n/lazy-messages'

// Prerendered at build (the catalogue is part of the code): a file Next serves as it is.
export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = lazyMessagesRoutes

/** /api/messages/{namespace}/{locale}: a lazily loaded form's texts (LAZY_NAMESPACES). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ namespace: string; locale: string }> },
) {
  const { namespace, locale } = await params
  return lazyMessagesResponse(namespace, locale)
}

import { homeSlides } from '@/features/home/slides.server'
import { LOCALES, type Locale } from '@/i18n/locales'

// Cached as a prerendered page is, and expired with the pages by any content change (revalidate.ts).
export const dynamic = 'force-static'
export const revalidate = 300
export const dynamicParams = false
export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }))

/** /api/home/slides/{locale}: the cards of the home's three sliders (decision 0071). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  return Response.json(await homeSlides(locale as Locale))
}

import { PageHero } from '@/components/page/PageHero'
import { TestimonialGrid } from '@/features/static-pages/components/TestimonialGrid'
import { testimonialsIn } from '@/lib/testimonials'
import { pageLocale } from '@/i18n/server'
import { routeMetadata } from '@/lib/metadata'
import { routeText } from '@/i18n/page-text'

export const metadata = routeMetadata('/testimonial')

/** Testimonials (spec 000 route table): what families, volunteers, donors and partners say. */
export default function Page() {
  const r = routeText('/testimonial')
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <div className="container section">
        <TestimonialGrid items={testimonialsIn(pageLocale())} />
      </div>
    </>
  )
}

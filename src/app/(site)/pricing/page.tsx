import { PageHero } from '@/components/page/PageHero'
import { Accordion } from '@/features/static-pages/components/Accordion'
import { PricingCards } from '@/features/static-pages/components/PricingCards'
import { PLANS, PRICING_FAQ, PRICING_FAQ_AR } from '@/features/static-pages/pricing'
import { pageLocale, translator } from '@/i18n/server'
import { routeMetadata } from '@/lib/metadata'
import { routeText } from '@/i18n/page-text'

export const metadata = routeMetadata('/pricing')

/** Pricing Plans (spec 001 sections 2 and 3): four plan cards and an FAQ accordion; breadcrumb to /. */
export default function Page() {
  const r = routeText('/pricing')
  const locale = pageLocale()
  const t = translator(locale, 'pricing')
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <div className="container section">
        <PricingCards plans={PLANS} />
        <section aria-labelledby="pricing-faq-title">
          <h2 id="pricing-faq-title" className="section-title">
            {t('faqTitle')}
          </h2>
          <Accordion id="pricing-faq" items={locale === 'ar' ? PRICING_FAQ_AR : PRICING_FAQ} />
        </section>
      </div>
    </>
  )
}

import { PageHero } from '@/components/page/PageHero'
import { LazyVolunteerForm } from '@/features/volunteers/components/LazyVolunteerForm'
import { pageTranslator } from '@/i18n/page-text'
import { routeMetadata } from '@/lib/metadata'
import { PageMessages } from '@/i18n/PageMessages'

export const metadata = routeMetadata('/joinUs')

/** 'Volunteer With Us' (spec 000 section 2, "Volunteer screen"). */
export default function Page() {
  const t = pageTranslator('volunteer')
  return (
    <>
      <PageHero title={t('title')} lede={t('subtitle')} />
      <div className="container section">
        <PageMessages namespaces={['volunteer']}>
          <LazyVolunteerForm />
        </PageMessages>
      </div>
    </>
  )
}

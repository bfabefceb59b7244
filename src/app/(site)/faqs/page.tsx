import { PageHero } from '@/components/page/PageHero'
import { Accordion } from '@/features/static-pages/components/Accordion'
import styles from '@/features/static-pages/components/StaticPages.module.css'
import { FAQ_GROUPS } from '@/features/static-pages/faqs'
import { FAQ_GROUPS_AR } from '@/features/static-pages/faqs-ar'
import { pageLocale } from '@/i18n/server'
import { routeMetadata } from '@/lib/metadata'
import { routeText } from '@/i18n/page-text'

export const metadata = routeMetadata('/faqs')

/** FAQs (spec 001 section 2): four groups; in each, one question open at a time, the first open initially. */
export default function Page() {
  const r = routeText('/faqs')
  const groups = pageLocale() === 'ar' ? FAQ_GROUPS_AR : FAQ_GROUPS
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <div className={`container section ${styles.faqGroups}`}>
        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`} className={styles.faqGroupTitle}>
              {group.title}
            </h2>
            <Accordion id={`faq-${group.id}`} items={group.items} />
          </section>
        ))}
      </div>
    </>
  )
}

import { CollectionCards } from '@payloadcms/next/rsc'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { loadDashboard, type StaffMember } from '../dashboard.server'
import { loadGoLive } from '../golive.server'
import { langOf } from '../texts'
import { DashboardView } from './DashboardView'
import { GoLiveChecklist } from './GoLiveChecklist'
import styles from './dashboard.module.css'

/**
 * Replaces Payload's dashboard (admin.components.views.dashboard): figures
 * computed on the server for the signed-in staff member's roles only, then
 * Payload's cards of every collection the member may open (below 1440 px the
 * menu is folded away, and these keep each list one click from the first page).
 */
export async function Dashboard({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const lang = langOf(req.i18n?.language)
  // Figures, records and the checklist in the admin's language (Payload's i18n): English or Arabic.
  const data = await loadDashboard(req.payload, (req.user ?? {}) as StaffMember, new Date(), {
    lang,
  })
  const checks = await loadGoLive(req.payload, req.user, lang)
  return (
    <Gutter>
      <DashboardView
        data={data}
        lang={lang}
        notice={checks && <GoLiveChecklist checks={checks} lang={lang} />}
      />
      <section className={styles.collections} aria-labelledby="all-collections">
        <h2 id="all-collections" className={styles.collectionsTitle}>
          {lang === 'ar' ? 'كل ما يمكنك فتحه' : 'Everything you can open'}
        </h2>
        <CollectionCards
          req={req}
          user={initPageResult.req.user}
          locale={initPageResult.locale}
          cookies={initPageResult.cookies}
          permissions={initPageResult.permissions}
          widgetSlug="collections"
        />
      </section>
    </Gutter>
  )
}

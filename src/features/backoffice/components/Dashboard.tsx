import { CollectionCards } from '@payloadcms/next/rsc'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { loadDashboard, type StaffMember } from '../dashboard.server'
import { loadGoLive } from '../golive.server'
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
  const data = await loadDashboard(req.payload, (req.user ?? {}) as StaffMember)
  // The checklist follows the admin's language (Payload's i18n): English or Arabic.
  const lang = req.i18n?.language === 'ar' ? 'ar' : 'en'
  const checks = await loadGoLive(req.payload, req.user, lang)
  return (
    <Gutter>
      <DashboardView
        data={data}
        notice={checks && <GoLiveChecklist checks={checks} lang={lang} />}
      />
      <section className={styles.collections} aria-labelledby="all-collections">
        <h2 id="all-collections" className={styles.collectionsTitle}>
          Everything you can open
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

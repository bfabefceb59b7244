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
  const arabic = req.i18n?.language === 'ar'
  // The checklist follows the admin's language (Payload's i18n): English or Arabic.
  const lang = arabic ? 'ar' : 'en'
  const checks = await loadGoLive(req.payload, req.user, lang)
  return (
    <Gutter>
      {/* The figures have English words only so far: in the Arabic admin they stay left to
          right, so a sentence keeps its full stop and "2 gifts" its order (decision 0101). The
          checklist is written in both languages and takes the admin's direction. */}
      <div lang="en" dir="ltr">
        <DashboardView
          data={data}
          notice={
            checks && (
              <div lang={lang} dir={arabic ? 'rtl' : 'ltr'}>
                <GoLiveChecklist checks={checks} lang={lang} />
              </div>
            )
          }
        />
      </div>
      <section className={styles.collections} aria-labelledby="all-collections">
        <h2 id="all-collections" className={styles.collectionsTitle}>
          {arabic ? 'كل ما يمكنك فتحه' : 'Everything you can open'}
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

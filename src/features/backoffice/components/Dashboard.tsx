import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { loadDashboard, type StaffMember } from '../dashboard.server'
import { DashboardView } from './DashboardView'

/**
 * Replaces Payload's dashboard (admin.components.views.dashboard): figures
 * computed on the server for the signed-in staff member's roles only.
 */
export async function Dashboard({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const data = await loadDashboard(req.payload, (req.user ?? {}) as StaffMember)
  return (
    <Gutter>
      <DashboardView data={data} />
    </Gutter>
  )
}

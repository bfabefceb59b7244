import { Forbidden } from 'payload'
import { hasRole } from '@/access/roles'
import { volunteersCsv } from '@/features/volunteers/export.server'
import { apiError, handler } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import type { User } from '@/payload-types'

/**
 * The volunteers as CSV, for coordinators and admins signed in to the back
 * office (the list view of Volunteer applications links here).
 */
export const GET = handler(async (req) => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: req.headers })
  if (!user) return apiError(401, 'Sign in to the back office to export volunteers.')
  if (user.collection !== 'users' || !hasRole(user, 'coordinator')) {
    return apiError(403, 'Only coordinators and administrators can export volunteers.')
  }
  try {
    const csv = await volunteersCsv(payload, user as User)
    const date = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="volunteers-${date}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    if (error instanceof Forbidden) {
      return apiError(403, 'Only coordinators and administrators can export volunteers.')
    }
    throw error
  }
})

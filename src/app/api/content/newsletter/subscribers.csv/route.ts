import { Forbidden } from 'payload'
import { hasRole } from '@/access/roles'
import { subscribersCsv } from '@/features/newsletter/newsletter.server'
import { apiError, handler } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import type { User } from '@/payload-types'

const FORBIDDEN = 'Only coordinators and administrators can export newsletter subscribers.'

/**
 * The newsletter subscribers as CSV, for coordinators and admins
 * signed in to the back office (the list view of subscribers links here).
 */
export const GET = handler(async (req) => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: req.headers })
  if (!user) return apiError(401, 'Sign in to the back office to export newsletter subscribers.')
  if (user.collection !== 'users' || !hasRole(user, 'coordinator')) {
    return apiError(403, FORBIDDEN)
  }
  try {
    const csv = await subscribersCsv(payload, user as User)
    const date = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="newsletter-subscribers-${date}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    if (error instanceof Forbidden) return apiError(403, FORBIDDEN)
    throw error
  }
})

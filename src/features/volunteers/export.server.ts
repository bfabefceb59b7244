import 'server-only'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { toCsv } from '@/lib/csv'

const HEADER = [
  'Id',
  'Signed up',
  'Full Name',
  'Email',
  'Phone',
  'Available From',
  'Available To',
  'Skills',
  'Status',
  'Notes',
] as const

/**
 * Every volunteer application as CSV, newest first, read with the staff
 * member's own access (Payload refuses anyone but coordinators and admins).
 */
export async function volunteersCsv(payload: Payload, user: User): Promise<string> {
  const { docs } = await payload.find({
    collection: 'volunteer-applications',
    user,
    overrideAccess: false,
    pagination: false,
    sort: '-createdAt',
    depth: 0,
  })
  return toCsv(
    HEADER,
    docs.map((d) => [
      d.id,
      d.createdAt,
      d.fullnameEn,
      d.email,
      d.phone,
      d.startTime,
      d.endTime,
      d.skills,
      d.status,
      d.notes,
    ]),
  )
}

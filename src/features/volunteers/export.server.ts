import 'server-only'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { charityTimeZone, csvTime, zoneName } from '@/lib/clock'
import { staffListCsv } from '@/lib/staff-csv.server'

const HEADER = [
  'Id',
  // The charity's clock, named (issue 46): "Signed up (Cairo time)".
  `Signed up (${zoneName(charityTimeZone(), 'en')})`,
  'Full Name',
  'Email',
  'Phone',
  'Available From',
  'Available To',
  'Skills',
  'Status',
  'Notes',
]

/**
 * Every volunteer application as CSV, newest first, read with the staff
 * member's own access (Payload refuses anyone but coordinators and admins).
 */
export function volunteersCsv(payload: Payload, user: User): Promise<string> {
  return staffListCsv(payload, user, 'volunteer-applications', HEADER, (d) => [
    d.id,
    csvTime(d.createdAt),
    d.fullnameEn,
    d.email,
    d.phone,
    d.startTime,
    d.endTime,
    d.skills,
    d.status,
    d.notes,
  ])
}

import 'server-only'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { staffListCsv } from '@/lib/staff-csv.server'

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
export function volunteersCsv(payload: Payload, user: User): Promise<string> {
  return staffListCsv(payload, user, 'volunteer-applications', HEADER, (d) => [
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
  ])
}

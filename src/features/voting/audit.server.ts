import 'server-only'
import type { Payload } from 'payload'
import type { MeetingAudit } from '@/payload-types'
import type { MeetingAuditEvent } from './audit-events'

/** Who did something: a staff user's e-mail, the voting member, or the scheduler. */
export type Actor = string
export const MEMBER_ACTOR = 'member'
export const SYSTEM_ACTOR = 'system'

/** Appends one entry to a meeting's audit trail; entries are never changed. */
export async function audit(
  payload: Payload,
  entry: {
    meeting: number
    event: MeetingAuditEvent
    actor: Actor
    member?: number
    detail?: string
  },
): Promise<void> {
  await payload.create({
    collection: 'meeting-audit',
    data: { ...entry, at: new Date().toISOString() },
    overrideAccess: true,
  })
}

export type AuditRow = {
  at: string
  event: MeetingAuditEvent
  member: string
  actor: string
  detail: string
}

export async function auditTrail(payload: Payload, meetingId: number): Promise<AuditRow[]> {
  const res = await payload.find({
    collection: 'meeting-audit',
    where: { meeting: { equals: meetingId } },
    sort: 'id',
    limit: 0,
    depth: 1,
    overrideAccess: true,
  })
  return res.docs.map((d: MeetingAudit) => ({
    at: d.at,
    event: d.event,
    member: typeof d.member === 'object' && d.member ? d.member.fullname : '',
    actor: d.actor,
    detail: d.detail ?? '',
  }))
}

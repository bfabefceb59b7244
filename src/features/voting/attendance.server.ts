import 'server-only'
import type { Payload } from 'payload'
import type { BoardMember, Meeting } from '@/payload-types'
import { idOf, inviteeIds } from './meeting.server'
import { quorumNeeded } from './quorum'

/**
 * Who took part in a meeting's vote (issue 46): the invited members who voted, those who did
 * not, and those whose link the secretary revoked (they may have voted with the new link),
 * by name, never by id. `needed` is the quorum in votes.
 */
export interface Attendance {
  invited: number
  needed: number
  voted: string[]
  notVoted: string[]
  revoked: string[]
}

/** A member as a person reads them: their name, or a placeholder that is no id. */
const nameOf = (m: BoardMember | undefined) => m?.fullname?.trim() || 'Unnamed member'

async function inviteesById(payload: Payload, m: Meeting): Promise<Map<number, BoardMember>> {
  const ids = inviteeIds(m)
  const byId = new Map<number, BoardMember>()
  for (const inv of m.invitees ?? []) if (typeof inv === 'object' && inv) byId.set(inv.id, inv)
  const missing = ids.filter((id) => !byId.has(id))
  if (missing.length) {
    const found = await payload.find({
      collection: 'board-members',
      where: { id: { in: missing } },
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of found.docs) byId.set(doc.id, doc)
  }
  return byId
}

async function memberIdsWith(
  payload: Payload,
  meetingId: number,
): Promise<{ voted: Set<number>; revoked: Set<number> }> {
  const [votes, revocations] = await Promise.all([
    payload.find({
      collection: 'votes',
      where: { and: [{ meeting: { equals: meetingId } }, { superseded: { equals: false } }] },
      limit: 0,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'meeting-audit',
      where: { and: [{ meeting: { equals: meetingId } }, { event: { equals: 'link-revoked' } }] },
      limit: 0,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const ids = (docs: { member?: unknown }[]) =>
    new Set(docs.map((d) => idOf(d.member)).filter((x): x is number => typeof x === 'number'))
  return { voted: ids(votes.docs), revoked: ids(revocations.docs) }
}

export async function meetingAttendance(payload: Payload, m: Meeting): Promise<Attendance> {
  const ids = inviteeIds(m)
  const [members, { voted, revoked }] = await Promise.all([
    inviteesById(payload, m),
    memberIdsWith(payload, m.id),
  ])
  const names = (keep: (id: number) => boolean) =>
    ids.filter(keep).map((id) => nameOf(members.get(id)))
  return {
    invited: ids.length,
    needed: quorumNeeded(m.quorumType, m.quorum, ids.length),
    voted: names((id) => voted.has(id)),
    notVoted: names((id) => !voted.has(id)),
    revoked: names((id) => revoked.has(id)),
  }
}

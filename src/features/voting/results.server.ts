import 'server-only'
import type { Payload } from 'payload'
import type { BoardMember, Meeting, Vote, VoteSignature } from '@/payload-types'
import { charityTimeZone, csvTime, zoneName } from '@/lib/clock'
import { toCsv } from '@/lib/csv'
import type { VoteChoice } from './rules'
import { signVoteLink, voteLinkPath } from './token'
import { auditTrail } from './audit.server'
import type { ResultLine } from './mails'
import { idOf, inviteeIds } from './meeting.server'
import { outcome, quorumNeeded } from './quorum'
import type { SigningKeys } from '@/lib/security/keys'

/**
 * The back office's view of a meeting's voting (board secretaries): the vote
 * links of each invitee, the results per action and the CSV of the votes.
 */
export type VoteLinkRow = {
  memberId: number
  name: string
  withSignature: string
  /** Empty for a meeting "with signature": it refuses that link. */
  withoutSignature: string
}
export type ActionResult = {
  actionId: string
  agenda: string
  name: string
  accept: number
  reject: number
  voters: {
    member: string
    vote: VoteChoice
    votedAt: string
    comment: string
    signatureUrl: string
  }[]
}

/** `versions`: each member's current link version (issue 21; a revoked link's version is older). */
export function voteLinks(
  m: Meeting,
  keys: SigningKeys,
  origin: string,
  versions: ReadonlyMap<number, number> = new Map(),
): VoteLinkRow[] {
  return (m.invitees ?? []).flatMap((inv) => {
    const id = idOf(inv)
    if (id === undefined) return []
    const name = typeof inv === 'object' && inv ? (inv as BoardMember).fullname : `#${id}`
    const link = (needSignature: string) =>
      `${origin}${voteLinkPath(keys, { meeting: String(m.id), user: String(id), needSignature }, versions.get(id) ?? 0)}`
    const withoutSignature = m.linkKind === 'no-signature' ? link('0') : ''
    return [{ memberId: id, name, withSignature: link('1'), withoutSignature }]
  })
}

async function meetingVotes(
  payload: Payload,
  meetingId: number,
  current: boolean,
): Promise<Vote[]> {
  const res = await payload.find({
    collection: 'votes',
    where: current
      ? { and: [{ meeting: { equals: meetingId } }, { superseded: { equals: false } }] }
      : { meeting: { equals: meetingId } },
    sort: 'votedAt',
    limit: 0,
    depth: 1,
    overrideAccess: true,
  })
  return res.docs
}

const memberName = (v: Vote) =>
  typeof v.member === 'object' && v.member ? v.member.fullname : `#${String(v.member)}`
/** The signature's path on this site (Payload makes upload URLs absolute when serverURL is set). */
const signatureUrl = (v: Vote) => {
  const url =
    typeof v.signature === 'object' && v.signature ? (v.signature as VoteSignature).url : ''
  return url ? new URL(url, 'http://site.invalid').pathname : ''
}

/**
 * Each member once per action, their newest vote: the unique index already keeps
 * one current vote, and the results must not count anyone twice even so.
 */
function latestPerMember(votes: Vote[]): Vote[] {
  const byMember = new Map<string, Vote>()
  for (const v of votes) byMember.set(String(idOf(v.member)), v) // sorted by votedAt: last wins
  return [...byMember.values()]
}

export async function meetingResults(payload: Payload, m: Meeting): Promise<ActionResult[]> {
  const votes = await meetingVotes(payload, m.id, true)
  return (m.agendas ?? []).flatMap((a) =>
    (a.actions ?? []).map((x) => {
      const mine = latestPerMember(votes.filter((v) => v.actionId === x.id))
      return {
        actionId: x.id ?? '',
        agenda: a.name,
        name: x.nameEn,
        accept: mine.filter((v) => v.vote === 'accept').length,
        reject: mine.filter((v) => v.vote === 'reject').length,
        voters: mine.map((v) => ({
          member: memberName(v),
          vote: v.vote,
          votedAt: v.votedAt,
          comment: v.comment ?? '',
          signatureUrl: signatureUrl(v),
        })),
      }
    }),
  )
}

/**
 * Every vote of the meeting, current and superseded, as CSV; then, after an
 * empty line, the meeting's audit trail as a second table.
 */
export async function meetingVotesCsv(
  payload: Payload,
  m: Meeting,
  origin: string,
): Promise<string> {
  const votes = await meetingVotes(payload, m.id, false)
  const agendaOf = new Map<string, string>()
  // Each decision by the meeting's code and its number ("BM-7-2"), never its database id.
  const numberOf = new Map<string, string>()
  for (const a of m.agendas ?? [])
    for (const x of a.actions ?? [])
      if (x.id) {
        agendaOf.set(x.id, a.name)
        numberOf.set(x.id, `${m.meetingId}-${numberOf.size + 1}`)
      }
  const zone = zoneName(charityTimeZone(), 'en')
  const trail = await auditTrail(payload, m.id)
  const votesTable = toCsv(
    [
      'Meeting',
      'Agenda',
      'Decision',
      'Action',
      'Member',
      'Vote',
      'Comment',
      `Voted at (${zone})`,
      'Signature',
      'Current',
    ],
    votes.map((v) => [
      m.meetingId,
      agendaOf.get(v.actionId) ?? '',
      numberOf.get(v.actionId) ?? '',
      v.actionName ?? '',
      memberName(v),
      v.vote,
      v.comment ?? '',
      csvTime(v.votedAt),
      signatureUrl(v) ? `${origin}${signatureUrl(v)}` : '',
      v.superseded ? 'no (superseded)' : 'yes',
    ]),
  )
  if (trail.length === 0) return votesTable
  const auditTable = toCsv(
    [`Audit: when (${zone})`, 'Event', 'Member', 'By', 'Detail'],
    trail.map((e) => [csvTime(e.at), e.event, e.member, e.actor, e.detail]),
  )
  return `${votesTable}\r\n${auditTable.replace(/^\uFEFF/, '')}`
}

/** Each action's counts and outcome under the meeting's quorum. */
export async function meetingOutcomes(payload: Payload, m: Meeting): Promise<ResultLine[]> {
  const needed = quorumNeeded(m.quorumType, m.quorum, inviteeIds(m).length)
  return (await meetingResults(payload, m)).map((r) => ({
    name: r.name,
    accept: r.accept,
    reject: r.reject,
    outcome: outcome(r.accept, r.reject, needed),
  }))
}

export { signVoteLink }

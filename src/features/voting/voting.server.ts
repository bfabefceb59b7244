import 'server-only'
import type { Submission } from '@/lib/api/submission'
import type { Payload } from 'payload'
import type { Club, Meeting } from '@/payload-types'
import { checkVoteLink } from './links.server'
import { audit, MEMBER_ACTOR } from './audit.server'
import { choiceFromCode, isPng, signatureRequired, VOTING_ERRORS, type VoteChoice } from './rules'
import { refuse, type Refusal } from './meeting.server'

export { findMeeting, idOf, inviteeIds, type Refusal } from './meeting.server'

/** Meeting details in the shape of spec 001 §3. */
export type MeetingDetails = {
  meeting_id: string
  date: string
  time: string
  club: string
  location_en: string
  agendas: {
    name: string
    discussion: string
    conclusions: string
    actions: {
      id: string
      name_en: string
      person_responsible: string
      date: string
      time: string
    }[]
  }[]
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '')

export function toMeetingDetails(m: Meeting): MeetingDetails {
  return {
    meeting_id: m.meetingId,
    date: day(m.date),
    time: m.time,
    club: typeof m.club === 'object' && m.club ? (m.club as Club).name : '',
    location_en: m.locationEn ?? '',
    agendas: (m.agendas ?? []).map((a) => ({
      name: a.name,
      discussion: a.discussion ?? '',
      conclusions: a.conclusions ?? '',
      actions: (a.actions ?? []).map((x) => ({
        id: x.id ?? '',
        name_en: x.nameEn,
        person_responsible: x.personResponsible ?? '',
        date: day(x.date),
        time: x.time ?? '',
      })),
    })),
  }
}

/** GET meeting-details: only the holder of a live link of an invited member (links.server.ts). */
export async function meetingDetailsFor(
  payload: Payload,
  secret: string,
  q: { meeting: string; user: string; needSignature: string; token: unknown },
): Promise<{ kind: 'ok'; data: MeetingDetails } | Refusal> {
  const link = await checkVoteLink(payload, secret, q, q.token)
  if (link.kind === 'refused') return link
  return { kind: 'ok', data: toMeetingDetails(link.meeting) }
}

export type VoteInput = {
  meeting: string
  userId: string
  needSignature: string
  token: unknown
  votes: { actionId: string; code: string; comment?: string }[]
  image?: { name: string; bytes: Uint8Array }
}

export const MAX_SIGNATURE_BYTES = 1024 * 1024

/** POST accept-multiple-actions: checks the link, invitation, status, actions and signature, then records. */
export async function recordVotes(
  payload: Payload,
  secret: string,
  input: VoteInput,
): Promise<Submission<{ votes: number; votedAt: string }>> {
  const link = { meeting: input.meeting, user: input.userId, needSignature: input.needSignature }
  const checked = await checkVoteLink(payload, secret, link, input.token)
  if (checked.kind === 'refused') return checked
  const { meeting, memberId } = checked

  if (input.votes.length === 0) return refuse(422, VOTING_ERRORS.noVotes)
  const actions = new Map<string, string>()
  for (const a of meeting.agendas ?? [])
    for (const x of a.actions ?? []) if (x.id) actions.set(x.id, x.nameEn)
  const votes: { actionId: string; vote: VoteChoice; comment: string }[] = []
  const seen = new Set<string>()
  for (const v of input.votes) {
    if (!actions.has(v.actionId)) return refuse(422, VOTING_ERRORS.unknownAction)
    const vote = choiceFromCode(v.code)
    if (!vote) return refuse(422, VOTING_ERRORS.badCode)
    if (seen.has(v.actionId)) continue
    seen.add(v.actionId)
    votes.push({ actionId: v.actionId, vote, comment: (v.comment ?? '').trim().slice(0, 2000) })
  }

  if (signatureRequired(input.needSignature) && !input.image) {
    return refuse(422, VOTING_ERRORS.signatureMissing)
  }
  let signatureId: number | undefined
  if (input.image) {
    if (input.image.bytes.byteLength > MAX_SIGNATURE_BYTES)
      return refuse(422, VOTING_ERRORS.signatureTooLarge)
    if (!isPng(input.image.bytes)) return refuse(422, VOTING_ERRORS.signatureNotPng)
    const sig = await payload.create({
      collection: 'vote-signatures',
      data: {},
      file: {
        data: Buffer.from(input.image.bytes),
        mimetype: 'image/png',
        name: `signature-m${meeting.id}-u${memberId}.png`,
        size: input.image.bytes.byteLength,
      },
      overrideAccess: true,
    })
    signatureId = sig.id
  }

  const earlier = await payload.find({
    collection: 'votes',
    where: {
      and: [
        { meeting: { equals: meeting.id } },
        { member: { equals: memberId } },
        { superseded: { equals: false } },
      ],
    },
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const votedAt = new Date().toISOString()
  for (const v of votes) {
    await payload.create({
      collection: 'votes',
      data: {
        meeting: meeting.id,
        actionId: v.actionId,
        actionName: actions.get(v.actionId),
        member: memberId,
        vote: v.vote,
        comment: v.comment || undefined,
        signature: signatureId,
        votedAt,
        superseded: false,
      },
      overrideAccess: true,
    })
  }
  // The earlier submission stays as history, marked superseded (after the new one is stored).
  if (earlier.docs.length > 0) {
    await payload.update({
      collection: 'votes',
      where: { id: { in: earlier.docs.map((d) => d.id) } },
      data: { superseded: true },
      overrideAccess: true,
    })
  }
  await audit(payload, {
    meeting: meeting.id,
    event: earlier.docs.length > 0 ? 're-vote' : 'vote',
    actor: MEMBER_ACTOR,
    member: memberId,
    detail: votes.map((v) => `${actions.get(v.actionId) ?? v.actionId}: ${v.vote}`).join('; '),
  })
  return { kind: 'ok', votes: votes.length, votedAt }
}

import 'server-only'
import type { Submission } from '@/lib/api/submission'
import type { Payload } from 'payload'
import type { Club, Meeting } from '@/payload-types'
import { choiceFromCode, signatureRequired, VOTING_ERRORS, type VoteChoice } from './rules'
import { hasDisallowedCharacters } from '@/lib/validation/fields'
import { inTransaction, sql } from '@/lib/db/transaction.server'
import { isDecodablePng } from './signature.server'
import type { SigningKeys } from '@/lib/security/keys'
import { checkVoteLink } from './links.server'
import { audit, MEMBER_ACTOR } from './audit.server'
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
  keys: SigningKeys,
  q: { meeting: string; user: string; needSignature: string; token: unknown },
): Promise<{ kind: 'ok'; data: MeetingDetails } | Refusal> {
  const link = await checkVoteLink(payload, keys, q, q.token)
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
  keys: SigningKeys,
  input: VoteInput,
): Promise<Submission<{ votes: number; votedAt: string }>> {
  const link = { meeting: input.meeting, user: input.userId, needSignature: input.needSignature }
  const checked = await checkVoteLink(payload, keys, link, input.token)
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
    // The comment is a textarea: the shared text rule (new lines kept).
    if (hasDisallowedCharacters(v.comment ?? '', { multiline: true }))
      return refuse(422, VOTING_ERRORS.commentNotAllowed)
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
    if (!(await isDecodablePng(input.image.bytes)))
      return refuse(422, VOTING_ERRORS.signatureNotPng)
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

  const votedAt = new Date().toISOString()
  let replaced = 0
  await inTransaction(payload, async (tx) => {
    // One submission of a member at a time: simultaneous submissions of one link wait here in
    // turn, so each replaces the one before and one current vote per action remains (the
    // unique partial index votes_one_current_idx is the database's guarantee of the same).
    await tx.execute(sql`SELECT id FROM board_members WHERE id = ${memberId} FOR NO KEY UPDATE`)
    // The earlier submission stays as history, marked superseded.
    const earlier = await payload.update({
      collection: 'votes',
      where: {
        and: [
          { meeting: { equals: meeting.id } },
          { member: { equals: memberId } },
          { superseded: { equals: false } },
        ],
      },
      data: { superseded: true },
      depth: 0,
      overrideAccess: true,
      req: tx.req,
    })
    replaced = earlier.docs.length
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
        depth: 0,
        overrideAccess: true,
        req: tx.req,
      })
    }
  })
  await audit(payload, {
    meeting: meeting.id,
    event: replaced > 0 ? 're-vote' : 'vote',
    actor: MEMBER_ACTOR,
    member: memberId,
    detail: votes.map((v) => `${actions.get(v.actionId) ?? v.actionId}: ${v.vote}`).join('; '),
  })
  return { kind: 'ok', votes: votes.length, votedAt }
}

import 'server-only'
import type { Payload } from 'payload'
import type { Meeting } from '@/payload-types'
import { parseId } from '@/lib/ids'

/** Loading a meeting and its invitees, shared by the vote endpoints and the link checks. */
export async function findMeeting(payload: Payload, id: string): Promise<Meeting | null> {
  const meetingId = parseId(id)
  if (!meetingId) return null
  try {
    return await payload.findByID({
      collection: 'meetings',
      id: meetingId,
      depth: 1,
      overrideAccess: true,
    })
  } catch {
    return null
  }
}

export const idOf = (v: unknown): number | undefined =>
  typeof v === 'number'
    ? v
    : typeof v === 'object' && v && 'id' in v
      ? Number((v as { id: unknown }).id)
      : undefined

export function inviteeIds(m: Meeting): number[] {
  return (m.invitees ?? []).map(idOf).filter((x): x is number => typeof x === 'number')
}

export type Refusal = { kind: 'refused'; status: 403 | 404 | 422; message: string }
export const refuse = (status: Refusal['status'], message: string): Refusal => ({
  kind: 'refused',
  status,
  message,
})

'use client'

import { useEffect, useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'
import { VOTE_CODES, VOTING_TEXTS as T, type VoteChoice } from '../rules'
import type { MeetingDetails } from '../voting.server'

export type VoteLink = { meeting: string; user: string; needSignature: string; token: string }
export type Vote = { vote?: VoteChoice; comments?: string }

/** The meeting of a vote link, or `failed` when it could not be loaded (the reason is logged). */
export function useMeeting(link: VoteLink) {
  const [meeting, setMeeting] = useState<MeetingDetails | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const q = new URLSearchParams({
      user: link.user,
      needSignature: link.needSignature,
      token: link.token,
    })
    let live = true
    fetch(`/api/content/meeting-details/${encodeURIComponent(link.meeting)}?${q.toString()}`)
      .then(async (res) => {
        if (!res.ok) throw new Error((await readApiError(res)).message ?? `HTTP ${res.status}`)
        const body = (await res.json()) as { data?: MeetingDetails }
        if (!body.data) throw new Error('no meeting in the answer')
        if (live) setMeeting(body.data)
      })
      .catch((error: unknown) => {
        console.error('[voteForm] meeting details:', error instanceof Error ? error.message : error)
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
  }, [link])
  return { meeting, failed }
}

/**
 * Sends the votes given (with their comments and, when asked, the signature) to
 * accept-multiple-actions; answers the failure's message, or null when the votes were recorded.
 */
export async function sendVotes(
  link: VoteLink,
  actionIds: string[],
  votes: Record<string, Vote>,
  signature: Blob | null,
): Promise<string | null> {
  const form = new FormData()
  form.append('user_id', link.user)
  form.append('meeting', link.meeting)
  form.append('needSignature', link.needSignature)
  form.append('token', link.token)
  let i = 0
  for (const id of actionIds) {
    const v = votes[id]
    if (!v?.vote) continue
    form.append(`meeting_action_ids[${i}]`, id)
    form.append(`action_ids[${i}]`, String(VOTE_CODES[v.vote]))
    if (v.comments?.trim()) form.append(`comments[${i}]`, v.comments.trim())
    i += 1
  }
  if (signature) form.append('image', signature, 'signature.png')
  const res = await apiFetch('/api/content/accept-multiple-actions', { method: 'POST', body: form })
  if (res.ok) return null
  return (await readApiError(res)).message || T.unknownError
}

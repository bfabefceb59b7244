import type { VoteInput } from './voting.server'

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '')

/** Reads the accept-multiple-actions form (indexed fields `name[i]`). */
export async function parseVoteForm(form: FormData): Promise<VoteInput> {
  const byIndex = new Map<string, { actionId?: string; code?: string; comment?: string }>()
  for (const [key, value] of form.entries()) {
    const m = /^(meeting_action_ids|action_ids|comments)\[(\d+)\]$/.exec(key)
    if (!m || typeof value !== 'string') continue
    const row = byIndex.get(m[2]!) ?? {}
    if (m[1] === 'meeting_action_ids') row.actionId = value
    else if (m[1] === 'action_ids') row.code = value
    else row.comment = value
    byIndex.set(m[2]!, row)
  }
  const image = form.get('image')
  return {
    meeting: text(form.get('meeting') ?? form.get('meeting_id')),
    userId: text(form.get('user_id')),
    needSignature: text(form.get('needSignature')),
    token: text(form.get('token')),
    votes: [...byIndex.values()].map((r) => ({
      actionId: r.actionId ?? '',
      code: r.code ?? '',
      comment: r.comment,
    })),
    image:
      image && typeof image !== 'string' && image.size > 0
        ? { name: image.name, bytes: new Uint8Array(await image.arrayBuffer()) }
        : undefined,
  }
}

import { parseVoteForm } from '@/features/voting/form'
import { recordVotes } from '@/features/voting/voting.server'
import { apiError, handler, ok } from '@/lib/api/http'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload.server'
import { payloadSecret } from '@/lib/runtime-config'

/** The form with a 600x200 PNG is far below this. */
const MAX_BODY_BYTES = 2 * 1024 * 1024

/**
 * POST accept-multiple-actions (spec 001 §7), multipart form data: user_id,
 * meeting_action_ids[i], action_ids[i] (3 accept, 2 reject), comments[i],
 * image (signature.png), and the link's meeting, needSignature and token.
 */
export const POST = handler(async (req) => {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return apiError(413, 'The request is too large.')
  }
  let form: FormData
  try {
    form = await req.formData()
  } catch {
    return apiError(400, 'The request body must be form data.')
  }
  const input = await parseVoteForm(form)
  const result = await recordVotes(await payloadClient(), payloadSecret(env()), input)
  if (result.kind === 'refused') return apiError(result.status, result.message)
  return ok(
    {
      message: 'Your votes have been successfully recorded.',
      votes: result.votes,
      voted_at: result.votedAt,
    },
    { status: 201 },
  )
})

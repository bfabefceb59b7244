import { parseVoteForm } from '@/features/voting/form'
import { recordVotes } from '@/features/voting/voting.server'
import { readFormBody } from '@/lib/api/body'
import { handler, ok } from '@/lib/api/http'
import { respond } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload.server'
import { linkKeys } from '@/lib/runtime-config'

/** The form with a 600x200 PNG is far below this. */
const MAX_BODY_BYTES = 2 * 1024 * 1024

/**
 * POST accept-multiple-actions (spec 001 §7), multipart form data: user_id,
 * meeting_action_ids[i], action_ids[i] (3 accept, 2 reject), comments[i],
 * image (signature.png), and the link's meeting, needSignature and token.
 */
export const POST = handler(async (req) => {
  const input = await parseVoteForm(await readFormBody(req, MAX_BODY_BYTES))
  const result = await recordVotes(await payloadClient(), linkKeys(), input)
  return respond(result, ({ votes, votedAt }) =>
    ok(
      { message: 'Your votes have been successfully recorded.', votes, voted_at: votedAt },
      { status: 201 },
    ),
  )
})

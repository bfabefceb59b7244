import { boardItems } from '@/features/boards/queries.server'
import { handler, notFound, ok } from '@/lib/api/http'
// The periods read the same in both languages; the answer varies by `lang` like its neighbours'.
import { LANG_CACHE } from '@/lib/api/lang'
import { parseId } from '@/lib/ids'

type Ctx = { params: Promise<{ clubId: string }> }

/** `boards/{clubId}`: a data list of the club's boards, id and board (the period label). */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const clubId = parseId((await params).clubId)
  const boards = clubId === null ? null : await boardItems(clubId)
  if (!boards) return notFound('The club')
  return ok(boards, { headers: LANG_CACHE })
})

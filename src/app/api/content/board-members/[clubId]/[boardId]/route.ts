import { memberItems } from '@/features/boards/queries.server'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'
import { parseId } from '@/lib/ids'
import { cachedJson } from '@/lib/cache/cached-json'

// Answered from Next's route cache like a prerendered page, rendered again after any content change.
export const dynamic = 'force-static'
export const revalidate = 300
export const generateStaticParams = () => []

type Ctx = { params: Promise<{ clubId: string; boardId: string }> }

/** `board-members/{clubId}/{boardId}`: data.members (fullname, image, bio, job_name). */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const raw = await params
  const clubId = parseId(raw.clubId)
  const boardId = parseId(raw.boardId)
  const members =
    clubId === null || boardId === null
      ? null
      : await cachedJson(['api', 'board-members', clubId, boardId], () =>
          memberItems(clubId, boardId),
        )
  if (!members) return notFound('The board')
  return ok({ members }, { headers: PUBLIC_CACHE })
})

import 'server-only'
import { memberItems } from './queries.server'
import type { Locale } from '@/i18n/locales'
import { handler, notFound, ok } from '@/lib/api/http'
import { LANG_CACHE } from '@/lib/api/lang'
import { parseId } from '@/lib/ids'
import { cachedJson } from '@/lib/cache/cached-json'

type Ctx = { params: Promise<{ clubId: string; boardId: string }> }

/**
 * `board-members/{clubId}/{boardId}`: data.members (fullname, image, bio, job_name) in `locale`.
 * A force-static route sees no request headers: next.config.ts rewrites `lang: ar` to ./ar.
 */
export function boardMembers(locale: Locale) {
  return handler<Ctx>(async (_req, { params }) => {
    const raw = await params
    const clubId = parseId(raw.clubId)
    const boardId = parseId(raw.boardId)
    const members =
      clubId === null || boardId === null
        ? null
        : await cachedJson(['api', 'board-members', clubId, boardId, locale], () =>
            memberItems(clubId, boardId, locale),
          )
    if (!members) return notFound('The board')
    return ok({ members }, { headers: LANG_CACHE })
  })
}

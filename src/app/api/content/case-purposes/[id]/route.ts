import { purposeDetail } from '@/features/purposes/queries.server'
import { handler, notFound, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'
import { parseId } from '@/lib/ids'

type Ctx = { params: Promise<{ id: string }> }

/** `case-purposes/{id}`: the purpose with its detail lists, as a data object. */
export const GET = handler<Ctx>(async (req, { params }) => {
  const id = parseId((await params).id)
  const purpose = id === null ? null : await purposeDetail(id, contentLang(req))
  if (!purpose) return notFound('The purpose')
  return ok(purpose, { headers: LANG_CACHE })
})

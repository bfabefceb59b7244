import { purposeDetail } from '@/features/purposes/queries.server'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'
import { parseId } from '@/lib/ids'

type Ctx = { params: Promise<{ id: string }> }

/** `case-purposes/{id}`: the purpose with its detail lists, as a data object. */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const id = parseId((await params).id)
  const purpose = id === null ? null : await purposeDetail(id)
  if (!purpose) return notFound('The purpose')
  return ok(purpose, { headers: PUBLIC_CACHE })
})

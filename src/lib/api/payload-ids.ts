import { NextResponse } from 'next/server'
import { parseId } from '@/lib/ids'

type Ctx = { params: Promise<{ slug: string[] }> }
type RestHandler = (req: Request, ctx: Ctx) => Promise<Response>

/**
 * Payload's REST paths `/api/<collection>/<id>[/…]` with an id of digits that
 * the one id parser (src/lib/ids.ts) refuses, i.e. above PostgreSQL's integer
 * range: answered 404 in Payload's own error shape before the database sees
 * it (it failed there with a 500). Other paths go to Payload unchanged.
 */
export function refuseOutOfRangeIds(handler: RestHandler): RestHandler {
  return async (req, ctx) => {
    const [, id] = (await ctx.params).slug ?? []
    if (id !== undefined && /^\d+$/.test(id) && parseId(id) === null) {
      return NextResponse.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    }
    return handler(req, ctx)
  }
}

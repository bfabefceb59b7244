import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'

/**
 * An admin's export and erasure of one applicant's data (decision 0035):
 * GET /api/case-requests/:id/export (JSON with the photos as data URLs, as a download) and
 * POST /api/case-requests/:id/erase. Administrators only; both recorded on the request's
 * privacy log. The work is imported when it runs, keeping the config free of server-only code.
 */
function target(req: PayloadRequest): { id: number; by: string } | Response {
  if (!req.user || !hasRole(req.user)) {
    return Response.json({ message: 'Administrators only.' }, { status: 403 })
  }
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id < 1) {
    return Response.json({ message: 'Not found.' }, { status: 404 })
  }
  return { id, by: `user ${req.user.id}` }
}

async function guarded(req: PayloadRequest, run: (id: number, by: string) => Promise<Response>) {
  const t = target(req)
  if (t instanceof Response) return t
  try {
    return await run(t.id, t.by)
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      return Response.json({ message: 'Not found.' }, { status: 404 })
    }
    throw error
  }
}

export const caseRequestEndpoints: Endpoint[] = [
  {
    path: '/:id/export',
    method: 'get',
    handler: (req) =>
      guarded(req, async (id, by) => {
        const { exportCaseRequest } = await import('./privacy.server')
        const data = await exportCaseRequest(req.payload, id, by)
        return new Response(JSON.stringify(data, null, 2), {
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Disposition': `attachment; filename="case-request-${id}.json"`,
            'Cache-Control': 'no-store',
          },
        })
      }),
  },
  {
    path: '/:id/erase',
    method: 'post',
    handler: (req) =>
      guarded(req, async (id, by) => {
        const { eraseCaseRequest } = await import('./privacy.server')
        const { photos } = await eraseCaseRequest(req.payload, id, 'erase', by)
        req.payload.logger.info(`[case-privacy] request ${id} erased on request by ${by}`)
        return Response.json({ erased: id, photos })
      }),
  },
]

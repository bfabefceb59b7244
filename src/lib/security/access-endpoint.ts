import { accessOperation, headersWithCors, type Endpoint } from 'payload'

/**
 * What `GET /api/access` tells a caller without a staff session: that there is nothing for
 * them, in the shape the back office reads. Payload's answer listed every collection's and
 * global's fields; the back office asks for it only once signed in.
 */
export const ANONYMOUS_ACCESS = { canAccessAdmin: false, collections: {}, globals: {} }

/**
 * Our `/access` endpoint, listed before Payload's own (Payload appends its root endpoints after
 * the config's), so Payload's router, which matches any case or escape of the path, reaches
 * this rule for every spelling (issue 64, H: `/api/ACCESS` returned the whole map; decision 0124).
 * Staff get Payload's answer.
 */
export const accessEndpoint: Endpoint = {
  path: '/access',
  method: 'get',
  handler: async (req) => {
    const headers = headersWithCors({ headers: new Headers(), req })
    headers.set('Cache-Control', 'no-store')
    if (!req.user) return Response.json(ANONYMOUS_ACCESS, { headers })
    return Response.json(await accessOperation({ req }), { headers })
  },
}

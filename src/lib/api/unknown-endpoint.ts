import { apiError, handler } from './http'

/**
 * Any path under an API base that no endpoint serves: the shared error shape,
 * not Payload's (whose REST API lives beside these bases under /api).
 */
const unknown = handler(async (req: Request) =>
  apiError(404, `There is no ${req.method} ${new URL(req.url).pathname} endpoint.`),
)

export const unknownEndpoint = {
  GET: unknown,
  POST: unknown,
  PUT: unknown,
  PATCH: unknown,
  DELETE: unknown,
}

import type { AfterErrorHook } from 'payload'

const MALFORMED_MULTIPART_MESSAGE = 'The request body is not valid multipart/form-data.'

/**
 * What Payload's multipart reader says of a body it cannot read: not "eligible" (no boundary),
 * and what busboy throws (a content type it does not know, a part cut short). Payload answered
 * them with a 500.
 */
const MULTIPART_FAULT =
  /^(Request is not eligible for file upload|Multipart: Boundary not found|Malformed (content type|part header|urlencoded form)|Unexpected end of (form|file)|Unsupported content type|Missing Content-Type)/

const isMultipart = (req: { headers?: Headers } | undefined) =>
  /^\s*multipart\//i.test(req?.headers?.get('content-type') ?? '')

/**
 * Payload's REST API (config `hooks.afterError`): a multipart body it cannot parse is the
 * client's doing, 400 (issue 64: `multipart/form-data` without a boundary on any POST was a
 * 500). So is its `_payload` field when it is not JSON (a SyntaxError while reading it).
 */
export const malformedBodiesAre400: AfterErrorHook = ({ error, req }) => {
  if (!isMultipart(req)) return
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number' && status < 500) return
  if (!(error instanceof SyntaxError) && !MULTIPART_FAULT.test(error.message)) return
  return { status: 400, response: { errors: [{ message: MALFORMED_MULTIPART_MESSAGE }] } }
}

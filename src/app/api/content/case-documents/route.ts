import { after } from 'next/server'
import { sendCaseDocuments } from '@/features/cases/documents.server'
import { langOf, MAX_UPLOAD_BYTES } from '@/features/cases/schema'
import { readFormBody } from '@/lib/api/body'
import { handler, ok } from '@/lib/api/http'
import { respond } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload.server'
import { clientIp } from '@/lib/security/rate-limit.server'
import { uploadRefused } from '@/features/cases/upload-limit.server'

/** The photos at their limit together plus room for the two text fields. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

/**
 * POST case-documents, multipart: reference, identifier, images[0..9] — the
 * documents a reviewer asked for, sent from the status page.
 */
export const POST = handler(async (req) => {
  // Counted before the body is read: a refused sender's upload is never held in memory.
  const payload = await payloadClient()
  const refusedUpload = await uploadRefused(payload, 'case-documents', clientIp(req))
  if (refusedUpload) return refusedUpload
  const form = await readFormBody(req, MAX_BODY_BYTES, { multipartOnly: true })
  const lang = langOf(req.headers.get('lang'))
  const result = await sendCaseDocuments(payload, form, {
    ip: clientIp(req),
    lang,
    defer: (task) => after(task),
  })
  return respond(result, ({ view }) =>
    ok(view, { status: 201, headers: { 'Cache-Control': 'no-store' } }),
  )
})

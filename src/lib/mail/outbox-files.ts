import type { Endpoint, PayloadRequest } from 'payload'

/**
 * One file kept with an outbox mail (a receipt's PDF), for staff to open: GET
 * /api/outbox/:id/attachments/:index (issue 46 item 6). The row is read with the reader's own
 * access, so exactly the roles that may read the outbox may open its files. Only a PDF or an
 * image opens in the browser; anything else downloads, and the answer is sandboxed either way
 * (a kept file is whatever a mail carried, never a page of this site).
 */
export interface KeptFile {
  filename: string
  contentType: string
  base64: string
}

const OPENS_INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg'])

const notFound = () => Response.json({ message: 'Not found.' }, { status: 404 })

/** The file's answer: its bytes with headers that name it and keep it from acting as a page. */
export function fileResponse(file: KeptFile): Response {
  const inline = OPENS_INLINE.has(file.contentType)
  const name = file.filename.replace(/[\u0000-\u001f"\\/]/g, '_') || 'attachment'
  return new Response(new Uint8Array(Buffer.from(file.base64, 'base64')), {
    headers: {
      'Content-Type': inline ? file.contentType : 'application/octet-stream',
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}

async function openKeptFile(req: PayloadRequest): Promise<Response> {
  if (!req.user) return Response.json({ message: 'Sign in first.' }, { status: 401 })
  const id = Number(req.routeParams?.id)
  const index = Number(req.routeParams?.index)
  if (!Number.isSafeInteger(id) || id < 1 || !Number.isSafeInteger(index) || index < 0) {
    return notFound()
  }
  let files: KeptFile[] | null | undefined
  try {
    const { docs } = await req.payload.find({
      collection: 'outbox',
      where: { id: { equals: id } },
      overrideAccess: false,
      user: req.user,
      depth: 0,
      limit: 1,
    })
    files = docs[0]?.attachments as KeptFile[] | null | undefined
  } catch (error) {
    // The outbox's read access said no (a role that does not read the outbox).
    if ((error as { status?: number }).status === 403) {
      return Response.json({ message: 'Not allowed.' }, { status: 403 })
    }
    throw error
  }
  const file = Array.isArray(files) ? files[index] : undefined
  return file ? fileResponse(file) : notFound()
}

export const outboxEndpoints: Endpoint[] = [
  { path: '/:id/attachments/:index', method: 'get', handler: openKeptFile },
]

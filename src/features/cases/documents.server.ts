import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import { afterAnswer } from '@/lib/api/public-form.server'
import { invalid, invalidField, refused, type Submission } from '@/lib/api/submission'
import { siteUrl } from '@/lib/env'
import { sendReliably } from '@/lib/mail/queue.server'
import { checkImages, FILE_MESSAGES } from './files.server'
import { matchCase, statusView, type CaseStatusContext } from './status.server'
import type { CaseStatusView } from './status-schema'
import { MAX_EXTRA_IMAGES } from './schema'
import { selectCaseFileStorage, storeWithPhotos, type CaseFileStorage } from './storage.server'
import { CASE_STATUS_TEXTS } from './texts'

const LOG = '[case-documents]'

/** The photos of a case-documents body (images[0..n], or images). */
export function imagesOf(form: FormData): Blob[] {
  const out: Blob[] = []
  for (const [key, value] of form.entries()) {
    if (/^images(\[\d*\])?$/.test(key) && value instanceof Blob && value.size > 0) out.push(value)
  }
  return out
}

const idOf = (v: unknown) =>
  typeof v === 'number' ? v : ((v as { id?: number } | null)?.id ?? undefined)

/**
 * POST case-documents: the applicant, matched as on the status page (same limits, same
 * neutral answer, same lockout), sends the photos a reviewer asked for. The wizard's rules:
 * image content, 10MB each, 1 to 10 photos, all checked before anything is written; the files
 * and the request's update in one transaction, written files removed on failure. The reviewer
 * who asked is mailed through the outbox.
 */
export async function sendCaseDocuments(
  payload: Payload,
  form: FormData,
  ctx: CaseStatusContext & { storage?: CaseFileStorage },
): Promise<Submission<{ view: CaseStatusView }>> {
  const T = CASE_STATUS_TEXTS[ctx.lang]
  const fields = { reference: form.get('reference'), identifier: form.get('identifier') }
  const match = await matchCase(payload, fields, ctx)
  if (match.kind !== 'ok') return match
  const doc = match.doc
  if (!doc.documentsRequestedAt || doc.documentsReceivedAt) {
    return refused(409, T.notAsked)
  }
  const images = imagesOf(form)
  if (images.length === 0) return invalidField('images', T.required)
  if (images.length > MAX_EXTRA_IMAGES) return invalidField('images', FILE_MESSAGES.tooMany)
  const check = await checkImages(images.map((blob, i) => [`images.${i}`, blob] as const))
  if (!check.ok) return invalid(check.issues)
  const checked = check.files

  const storage = ctx.storage ?? selectCaseFileStorage(payload)
  const at = (ctx.now ?? new Date()).toISOString()
  const updated = await storeWithPhotos(
    payload,
    storage,
    checked,
    (i, stamp) => `document-${i + 1}-${stamp}`,
    (stored, req) =>
      payload.update({
        collection: 'case-requests',
        id: doc.id,
        overrideAccess: true,
        req,
        depth: 0,
        data: {
          documents: [...(doc.documents ?? []).map(idOf), ...stored.map((s) => s.id)].filter(
            (v): v is number => typeof v === 'number',
          ),
          documentsReceivedAt: at,
          statusHistory: [...(doc.statusHistory ?? []), { status: 'documents-received', at }],
        },
      }),
  )
  payload.logger.info(`${LOG} ${checked.length} photo(s) received for request ${doc.id}`)
  await afterAnswer(ctx, () => notifyReviewer(payload, updated.id, doc.reference ?? ''))
  return { kind: 'ok', view: statusView(updated) }
}

/**
 * Mails the reviewer who asked for the documents; when that account is gone, every case
 * reviewer. A failure is logged, never the applicant's problem.
 */
async function notifyReviewer(payload: Payload, id: number, reference: string) {
  try {
    const doc = await payload.findByID({
      collection: 'case-requests',
      id,
      depth: 1,
      overrideAccess: true,
    })
    const asker = doc.documentsRequestedBy
    let to = typeof asker === 'object' && asker?.email ? [asker.email] : []
    if (to.length === 0) {
      const reviewers = await payload.find({
        collection: 'users',
        overrideAccess: true,
        pagination: false,
        where: { roles: { in: ['case-reviewer'] } },
      })
      to = reviewers.docs.map((u) => u.email).filter((e) => z.email().safeParse(e).success)
    }
    const link = `${siteUrl()}/admin/collections/case-requests/${id}`
    for (const address of to) {
      await sendReliably(payload, {
        to: address,
        subject: CASE_STATUS_TEXTS.en.reviewerSubject(reference),
        text: `The applicant of case request ${reference} sent the documents you asked for.\n\nOpen the request: ${link}\n`,
      })
    }
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} reviewer notification for ${id} failed`)
  }
}

import 'server-only'
import type { Payload } from 'payload'
import { overLimit, type SubmissionContext } from '@/lib/api/public-form.server'
import { invalid, refused, type Submission } from '@/lib/api/submission'
import { peekRateLimit, rateLimit } from '@/lib/security/rate-limit.server'
import type { CaseRequest } from '@/payload-types'
import { caseLookupKeys } from './hooks'
import { lookupCandidates } from './lookup-hash'
import { normaliseReference } from './reference'
import type { CaseLang } from './schema'
import { caseLookupSchema, type CaseStatusView } from './status-schema'
import { CASE_STATUS_TEXTS } from './texts'

/** Per client address, lookups and uploads together. */
export const STATUS_IP_LIMIT = { limit: 30, windowSeconds: 60 * 60 }
/** Per reference and client address, right or wrong. */
export const STATUS_REF_LIMIT = { limit: 20, windowSeconds: 60 * 60 }
/** Wrong tries from one client address that lock a reference for it, and for how long. */
export const LOCK_AFTER_FAILURES = 5
export const LOCK_SECONDS = 60 * 60
/**
 * Wrong tries from all addresses together that lock a reference for everyone: a guesser needs
 * 10 addresses for it, where one stranger with the reference could lock it before.
 */
export const LOCK_AFTER_FAILURES_IN_ALL = 50

/** The fields of a matched request that the status page and the upload use. */
export type MatchedCase = Pick<
  CaseRequest,
  | 'id'
  | 'reference'
  | 'status'
  | 'statusHistory'
  | 'documentsMessage'
  | 'documentsRequestedAt'
  | 'documentsReceivedAt'
  | 'documents'
>

export interface CaseStatusContext extends SubmissionContext {
  lang: CaseLang
}

// Per client address (`ip` given) or from all addresses together (decision 0077).
const failKey = (ref: string, ip?: string) => `case-status:fail:${ref}${ip ? `:ip:${ip}` : ''}`
const lockKey = (ref: string, ip?: string) => `case-status:lock:${ref}${ip ? `:ip:${ip}` : ''}`

/**
 * Finds the request of a reference and a national ID or phone: one indexed query on the
 * reference and the lookup hashes (never decrypting rows). Every path through here runs the
 * same query and, on a mismatch, the same counter, so a wrong reference, a wrong ID and
 * another applicant's reference answer alike and take alike. Five mismatches on one reference
 * from one client address lock it for that address for an hour from the fifth; 50 from all
 * addresses lock it for everyone (decision 0077).
 */
export async function matchCase(
  payload: Payload,
  body: unknown,
  ctx: CaseStatusContext,
): Promise<Submission<{ doc: MatchedCase }>> {
  const T = CASE_STATUS_TEXTS[ctx.lang]
  const parsed = caseLookupSchema(ctx.lang).safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const byIp = await overLimit(payload, `case-status:ip:${ctx.ip}`, STATUS_IP_LIMIT)
  if (byIp) return byIp
  // A malformed reference cannot exist: it is looked up as '-' and counted nowhere.
  const ref = normaliseReference(parsed.data.reference)
  if (ref) {
    const byRef = await overLimit(payload, `case-status:ref:${ref}:ip:${ctx.ip}`, STATUS_REF_LIMIT)
    if (byRef) return byRef
    for (const key of [lockKey(ref, ctx.ip), lockKey(ref)]) {
      if ((await peekRateLimit(payload, key)).hits > 0) return refused(429, T.locked)
    }
  }
  const keys = caseLookupKeys()
  const { identifier } = parsed.data
  const found = await payload.find({
    collection: 'case-requests',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    // Only what the page needs: the national ID is neither read nor decrypted.
    select: {
      reference: true,
      status: true,
      statusHistory: true,
      documentsMessage: true,
      documentsRequestedAt: true,
      documentsReceivedAt: true,
      documents: true,
    },
    where: {
      and: [
        { reference: { equals: ref || '-' } },
        {
          or: [
            { nationalIdHash: { in: lookupCandidates('nid', identifier, keys) } },
            { phoneHash: { in: lookupCandidates('phone', identifier, keys) } },
          ],
        },
      ],
    },
  })
  const doc = found.docs[0] as MatchedCase | undefined
  if (doc) return { kind: 'ok', doc }
  if (ref) {
    await countMiss(payload, ref, ctx.ip, LOCK_AFTER_FAILURES)
    await countMiss(payload, ref, undefined, LOCK_AFTER_FAILURES_IN_ALL)
  }
  return refused(404, T.notFound)
}

/** A miss on `ref`, from `ip` or from all addresses; the `lockAfter`-th locks it for an hour. */
async function countMiss(payload: Payload, ref: string, ip: string | undefined, lockAfter: number) {
  const window = { limit: lockAfter, windowSeconds: LOCK_SECONDS }
  const fails = await rateLimit(payload, { key: failKey(ref, ip), ...window })
  if (fails.hits < lockAfter) return
  await rateLimit(payload, { key: lockKey(ref, ip), limit: 1, windowSeconds: LOCK_SECONDS })
  payload.logger.warn(
    `[case-status] reference locked for an hour ${ip ? 'for one address' : 'for everyone'} after ${fails.hits} misses`,
  )
}

/** What the applicant sees of their request. */
export function statusView(doc: MatchedCase): CaseStatusView {
  const awaiting = Boolean(doc.documentsRequestedAt && !doc.documentsReceivedAt)
  return {
    reference: doc.reference ?? '',
    status: doc.status,
    history: (doc.statusHistory ?? []).map((h) => ({ status: h.status, at: h.at })),
    documentsMessage: awaiting ? (doc.documentsMessage ?? '') : null,
    documentsReceivedAt: doc.documentsReceivedAt ?? null,
  }
}

/** POST case-status: the status of a request, or the neutral answer. */
export async function caseStatus(
  payload: Payload,
  body: unknown,
  ctx: CaseStatusContext,
): Promise<Submission<{ view: CaseStatusView }>> {
  const r = await matchCase(payload, body, ctx)
  return r.kind === 'ok' ? { kind: 'ok', view: statusView(r.doc) } : r
}

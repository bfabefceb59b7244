import 'server-only'
import type { Payload } from 'payload'
import { rateLimit, tooManyRequests } from '@/lib/security/rate-limit.server'

/**
 * Uploads per client address, counted BEFORE the body is read (issue 47, H2): the case forms
 * take up to 111 MB, and an anonymous 100 MB upload used to be read into memory before the
 * form's own limit refused it. This bound is looser than the forms' own limits (5 case requests
 * an hour), which still apply to what is read; it only keeps refused senders from being read.
 */
export const UPLOAD_IP_LIMIT = { limit: 10, windowSeconds: 60 * 60 }

/** The 429 to answer instead of reading the body, or null to go on. */
export async function uploadRefused(
  payload: Payload,
  form: 'case-searches' | 'case-documents',
  ip: string,
): Promise<Response | null> {
  const r = await rateLimit(payload, { key: `${form}:upload:ip:${ip}`, ...UPLOAD_IP_LIMIT })
  return r.allowed ? null : tooManyRequests(r.retryAfterSeconds)
}

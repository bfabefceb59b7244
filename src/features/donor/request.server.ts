import 'server-only'
import type { Payload } from 'payload'
import { apiError } from '@/lib/api/http'
import { DONOR_COOKIE, sessionEmail } from './session.server'
import { DONOR_TEXTS, type DonorLang } from './texts'

/** The donor session token a request carries (its cookie), or null. */
export function sessionToken(req: Request): string | null {
  const header = req.headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === DONOR_COOKIE) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** The signed-in donor's address, or the 401 answer every donor endpoint gives without one. */
export async function donorOf(
  payload: Payload,
  req: Request,
): Promise<{ email: string } | { refused: Response }> {
  const email = await sessionEmail(payload, sessionToken(req))
  return email ? { email } : { refused: apiError(401, DONOR_TEXTS.en.sessionEnded) }
}

/** Whether the request came over https (directly or through the trusted proxy). */
export const overHttps = (req: Request) =>
  new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https'

export const langOf = (req: Request): DonorLang =>
  new URL(req.url).searchParams.get('lang') === 'ar' ? 'ar' : 'en'

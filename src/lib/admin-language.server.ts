import 'server-only'
import { getRequestLanguage, parseCookies, type Payload } from 'payload'

/** The back office's two languages (decision 0101). */
export type AdminLang = 'en' | 'ar'

/**
 * The staff member's back-office language for an answer of our admin endpoints (decision 0119):
 * chosen as Payload chooses the admin's own (decision 0114): the `payload-lng` cookie the
 * account page sets when the staff member picks a language, then the browser's
 * Accept-Language, otherwise English. So a refund panel read in Arabic is answered in Arabic.
 */
export function adminLanguage(payload: Payload, req: Request): AdminLang {
  const language = getRequestLanguage({
    config: payload.config,
    cookies: parseCookies(req.headers),
    headers: req.headers,
  })
  return language === 'ar' ? 'ar' : 'en'
}

/** The 422 answer's own sentence beside the field messages (src/lib/api/http.ts). */
export const INVALID_DATA_MESSAGES: Record<AdminLang, string> = {
  en: 'The given data was invalid.',
  ar: 'البيانات المُرسلة غير صحيحة.',
}

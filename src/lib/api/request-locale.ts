import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales'

/**
 * The language of the page a form was sent from (issue 17 item 6, decision 0044): the browser's
 * API client sends it in the `lang` header (the header the API already reads for its Arabic
 * answers), so the spec's payloads stay as they are. Absent or unknown: English, the spec's
 * behaviour.
 */
export const LANG_HEADER = 'lang'

const langHeader = z.string().trim().toLowerCase().pipe(z.enum(LOCALES)).catch(DEFAULT_LOCALE)

export const localeOfHeader = (value: string | null | undefined): Locale => langHeader.parse(value)

export const requestLocale = (req: Request): Locale => localeOfHeader(req.headers.get(LANG_HEADER))

import ar from './messages/ar.json'
import en from './messages/en.json'
import type { Locale } from './locales'

/** One catalogue per language (decision 0038); English is the shape both must have. */
export type Messages = typeof en

const CATALOGUES: Record<Locale, Messages> = { en, ar }

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale]
}

/**
 * Groups only server code reads (the mails' words, the terms' and privacy policy's long
 * texts): left out of the catalogue the pages hand to client components, which every page's
 * HTML carries.
 */
const SERVER_ONLY = ['mail', 'legal'] as const
export type ClientMessages = Omit<Messages, (typeof SERVER_ONLY)[number]>

const CLIENT: Record<Locale, ClientMessages> = {
  en: withoutServerGroups(en),
  ar: withoutServerGroups(ar),
}

function withoutServerGroups(messages: Messages): ClientMessages {
  const copy: Partial<Messages> = { ...messages }
  for (const group of SERVER_ONLY) delete copy[group]
  return copy as ClientMessages
}

export function clientMessagesFor(locale: Locale): ClientMessages {
  return CLIENT[locale]
}

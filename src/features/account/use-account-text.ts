'use client'

import { useTranslations } from 'next-intl'
import { usePageLocale } from '@/i18n/locale-context'
import { localisedPath } from '@/i18n/locales'
import { LOCK_MINUTES, SIGN_IN_MESSAGES } from './messages'

/** A path of the site in the page's language (/login → /ar/login on an Arabic page). */
export function useAccountPath() {
  const locale = usePageLocale()
  return (path: string) => localisedPath(path, locale)
}

/**
 * The sign-in error in the page's language: the hook and the server speak the spec's English
 * (SIGN_IN_MESSAGES, pinned by tests); a text it does not know is shown as it is.
 */
export function useSignInErrorText() {
  const t = useTranslations('account')
  return (error: string) => {
    if (error === SIGN_IN_MESSAGES.locked) return t('signInLocked', { minutes: LOCK_MINUTES })
    if (error === SIGN_IN_MESSAGES.failed) return t('signInFailed')
    if (error === SIGN_IN_MESSAGES.network) return t('signInNetwork')
    return error
  }
}

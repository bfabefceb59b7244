'use client'

import { createContext, use } from 'react'
import { DEFAULT_LOCALE, type Locale } from './locales'

/**
 * The page's language for the shared client parts that must also work outside the site's
 * provider (the form kit, rendered bare in its unit tests): English when nobody says otherwise.
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export const usePageLocale = (): Locale => use(LocaleContext)

import 'server-only'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { toArabicMetadata } from '@/lib/metadata'
import { setPageLocale } from './server'

/** What Next hands a page: the route's params and the query, both as promises. */
export type PageProps = {
  params: Promise<Record<string, string>>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

type Page = (props: PageProps) => ReactNode | Promise<ReactNode>

/**
 * An /ar page (decision 0038): the English page's own component, rendered after the page's
 * language is set to Arabic, so the server components below it pick their texts with
 * `pageLocale()` and the layout's provider gives the client ones the Arabic catalogue.
 */
export function arabicPage(englishPage: (props: never) => ReactNode | Promise<ReactNode>) {
  const EnglishPage = englishPage as Page
  return function ArabicPage(props: PageProps) {
    setPageLocale('ar')
    return <EnglishPage {...props} />
  }
}

/**
 * An /ar page's metadata from its English page's, read in Arabic: the language is set first, so
 * the record behind the title and description (an article, a purpose) is read in Arabic too.
 */
export function arabicMetadata(englishMetadata: (props: never) => Promise<Metadata>) {
  return async function generateMetadata(props: PageProps): Promise<Metadata> {
    setPageLocale('ar')
    return toArabicMetadata(await englishMetadata(props as never))
  }
}

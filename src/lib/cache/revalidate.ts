import { revalidatePath, revalidateTag } from 'next/cache'
import { CONTENT_TAG } from './cached-json'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

/**
 * Public pages are prerendered and cached (ISR). When staff publish, change or
 * delete content, every cached page is marked stale so the next visit renders
 * it again: content shows on many pages (home sliders, lists, sidebars), and
 * a charity's edit rate makes the simple rule the right one.
 */
export function revalidateSite(): void {
  try {
    revalidatePath('/', 'layout')
    // Cached API answers expire at once: the next call reads the database again.
    revalidateTag(CONTENT_TAG, { expire: 0 })
  } catch {
    // Outside a request Next has no cache to reach: in the server, a scheduled publication run
    // by the jobs queue; elsewhere (the seed, scripts, tests) there is no page cache at all. The
    // shared cache (decision 0033) takes the same tags directly when the server registered it.
    void sharedCacheHook()?.([SITE_TAG, CONTENT_TAG]).catch(() => undefined)
  }
}

/** The tag revalidatePath('/', 'layout') marks: every page's implicit layout tag. */
const SITE_TAG = '_N_T_/layout'

type RevalidateTags = (tags: string[]) => Promise<void>
const sharedCacheHook = () =>
  (globalThis as Record<symbol, RevalidateTags | undefined>)[
    Symbol.for('charity.cache.revalidateTags')
  ]

const afterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.seeding) revalidateSite()
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.seeding) revalidateSite()
  return doc
}
const afterGlobalChange: GlobalAfterChangeHook = ({ doc, context }) => {
  if (!context.seeding) revalidateSite()
  return doc
}

/** Hooks for a content collection whose documents appear on public pages. */
export const revalidateOnChange = { afterChange: [afterChange], afterDelete: [afterDelete] }
/** The same for a global. */
export const revalidateGlobalOnChange = { afterChange: [afterGlobalChange] }

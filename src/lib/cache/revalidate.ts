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
export function revalidateSite(req?: { transactionID?: unknown }): void {
  try {
    revalidatePath('/', 'layout')
    // Cached API answers expire at once: the next call reads the database again.
    revalidateTag(CONTENT_TAG, { expire: 0 })
  } catch {
    // Outside a request Next has no cache to reach (the seed, scripts, tests): the handler below.
  }
  expireThroughHandler(req)
}

/**
 * Work the jobs queue runs (a scheduled publication) is outside any live request, yet Next's
 * calls above need not throw there: Payload's cron was started inside the first request that
 * loaded Payload, its timers keep that request's async context, and the tags go to a request
 * that ended long ago (the news list kept the old page after a scheduled publication, issue 18).
 * So the cache handler (decision 0033; the file-system one too) also takes the tags directly:
 * once now, and once more when the change's transaction has ended, so that a page rendered
 * from the old rows in between is not kept. In a request this only repeats what Next does.
 */
function expireThroughHandler(req?: { transactionID?: unknown }): void {
  const hook = sharedCacheHook()
  if (!hook) return
  const expire = () => void hook([SITE_TAG, CONTENT_TAG]).catch(() => undefined)
  expire()
  if (!req?.transactionID) return
  // Payload deletes `req.transactionID` when it commits or rolls back; it has no commit hook.
  const started = Date.now()
  const timer = setInterval(() => {
    if (req.transactionID && Date.now() - started < TRANSACTION_WAIT_MS) return
    clearInterval(timer)
    expire()
  }, 50)
  timer.unref?.()
}

/** A transaction open longer than this is not waited for (the pages expire by age, 300 s). */
const TRANSACTION_WAIT_MS = 60_000

/** The tag revalidatePath('/', 'layout') marks: every page's implicit layout tag. */
const SITE_TAG = '_N_T_/layout'

type RevalidateTags = (tags: string[]) => Promise<void>
const sharedCacheHook = () =>
  (globalThis as Record<symbol, RevalidateTags | undefined>)[
    Symbol.for('charity.cache.revalidateTags')
  ]

const afterChange: CollectionAfterChangeHook = ({ doc, context, req }) => {
  if (!context.seeding) revalidateSite(req)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc, context, req }) => {
  if (!context.seeding) revalidateSite(req)
  return doc
}
const afterGlobalChange: GlobalAfterChangeHook = ({ doc, context, req }) => {
  if (!context.seeding) revalidateSite(req)
  return doc
}

/** Hooks for a content collection whose documents appear on public pages. */
export const revalidateOnChange = { afterChange: [afterChange], afterDelete: [afterDelete] }
/** The same for a global. */
export const revalidateGlobalOnChange = { afterChange: [afterGlobalChange] }

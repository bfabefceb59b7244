import type { AfterErrorHook } from 'payload'

export const STORE_REFUSED_MESSAGE =
  'The file could not be stored: the file store did not accept it. Nothing was saved; please try again in a few minutes.'

/** True when `error` (or a cause it wraps) came from the S3 client: the SDK marks them all. */
export function isObjectStoreError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('$metadata' in e) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/**
 * Payload's REST API (config `hooks.afterError`): an upload the bucket refused or never
 * answered (storage-s3 uploads in an afterChange hook, inside the create's transaction, so the
 * record is rolled back) is a 503 that tells the uploader what happened, not Payload's bare
 * "Something went wrong" 500.
 */
export const objectStoreErrorsAre503: AfterErrorHook = ({ error }) => {
  if (!isObjectStoreError(error)) return
  return { status: 503, response: { errors: [{ message: STORE_REFUSED_MESSAGE }] } }
}

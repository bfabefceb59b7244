import type { AfterErrorHook } from 'payload'

/** What Payload's formatErrors answers for an error without a name. */
const UNKNOWN = 'An unknown error occurred.'

/**
 * Payload's REST API (config `hooks.afterError`): a refusal (4xx) says why. Payload formats an
 * error by its class name, which the production build minifies, so a refusal of ours (the
 * meeting audit trail, a Forbidden) read "An unknown error occurred." (issue 64). A 4xx
 * message is meant for the client (unless marked not public); a server fault (5xx) keeps
 * Payload's own answer.
 */
export const refusalsSayWhy: AfterErrorHook = ({ error, result }) => {
  const { status, isPublic } = error as { status?: unknown; isPublic?: unknown }
  if (typeof status !== 'number' || status < 400 || status >= 500 || !error.message) return
  if (isPublic === false) return // Payload hides its message: so do we
  const errors = (result as { errors?: { message?: unknown }[] } | undefined)?.errors
  if (errors?.length !== 1 || errors[0]?.message !== UNKNOWN) return
  return { response: { errors: [{ message: error.message }] } }
}

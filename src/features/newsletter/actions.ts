'use server'

import { payloadClient } from '@/lib/payload.server'
import type { UnsubscribeOutcome } from './messages'
import { confirmSubscription, unsubscribe } from './newsletter.server'
import type { ConfirmOutcome } from './tokens'

/** The unsubscribe page's button (a POST, so that link checkers of mail services never unsubscribe anyone). */
export async function unsubscribeAction(
  _previous: UnsubscribeOutcome | null,
  form: FormData,
): Promise<UnsubscribeOutcome> {
  return unsubscribe(await payloadClient(), form.get('token'))
}

/** The confirm page's button (a POST, so that a mail scanner following the link confirms nothing). */
export async function confirmAction(
  _previous: ConfirmOutcome | null,
  form: FormData,
): Promise<ConfirmOutcome> {
  return confirmSubscription(await payloadClient(), form.get('token'))
}

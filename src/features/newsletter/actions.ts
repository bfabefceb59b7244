'use server'

import { payloadClient } from '@/lib/payload.server'
import type { UnsubscribeOutcome } from './messages'
import { unsubscribe } from './newsletter.server'

/** The unsubscribe page's button (a POST, so that link checkers of mail services never unsubscribe anyone). */
export async function unsubscribeAction(
  _previous: UnsubscribeOutcome | null,
  form: FormData,
): Promise<UnsubscribeOutcome> {
  return unsubscribe(await payloadClient(), form.get('token'))
}

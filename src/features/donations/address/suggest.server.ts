import 'server-only'
import type { Payload } from 'payload'
import { overLimit } from '@/lib/api/public-form.server'
import { invalidField, type Submission } from '@/lib/api/submission'
import { addressProvider } from './index.server'
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, type AddressSuggestion } from './types'

/** Per client address: 120 lookups per 10 minutes (the form waits for a pause in typing). */
export const SUGGEST_IP_LIMIT = { limit: 120, windowSeconds: 10 * 60 }

/** `invalid` names the query `q` and carries its message as the answer's message too. */
export type SuggestResult = Submission<{ suggestions: AddressSuggestion[] }>

export const SUGGEST_MESSAGES = {
  tooShort: 'Type more than 2 characters.',
  tooLong: `Type at most ${MAX_QUERY_LENGTH} characters.`,
} as const

export async function suggestAddresses(
  payload: Payload,
  query: string,
  ctx: { ip: string },
): Promise<SuggestResult> {
  const q = query.trim()
  const tooShort = q.length < MIN_QUERY_LENGTH
  if (tooShort || q.length > MAX_QUERY_LENGTH) {
    const message = tooShort ? SUGGEST_MESSAGES.tooShort : SUGGEST_MESSAGES.tooLong
    return invalidField('q', message, message)
  }
  const limited = await overLimit(payload, `address-suggest:ip:${ctx.ip}`, SUGGEST_IP_LIMIT)
  if (limited) return limited
  const provider = addressProvider(payload)
  try {
    return { kind: 'ok', suggestions: await provider.suggest(q) }
  } catch (error) {
    payload.logger.error(
      { err: error },
      `[address-suggestions] the ${provider.name} provider failed`,
    )
    return { kind: 'ok', suggestions: [] }
  }
}

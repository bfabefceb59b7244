import 'server-only'
import type { Payload } from 'payload'
import { rateLimit } from '@/lib/security/rate-limit.server'
import { addressProvider } from './index.server'
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, type AddressSuggestion } from './types'

/** Per client address: 120 lookups per 10 minutes (the form waits for a pause in typing). */
export const SUGGEST_IP_LIMIT = { limit: 120, windowSeconds: 10 * 60 }

export type SuggestResult =
  | { kind: 'found'; suggestions: AddressSuggestion[] }
  | { kind: 'invalid'; message: string }
  | { kind: 'limited'; retryAfterSeconds: number }

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
  if (q.length < MIN_QUERY_LENGTH) return { kind: 'invalid', message: SUGGEST_MESSAGES.tooShort }
  if (q.length > MAX_QUERY_LENGTH) return { kind: 'invalid', message: SUGGEST_MESSAGES.tooLong }
  const limited = await rateLimit(payload, {
    key: `address-suggest:ip:${ctx.ip}`,
    ...SUGGEST_IP_LIMIT,
  })
  if (!limited.allowed) return { kind: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const provider = addressProvider(payload)
  try {
    return { kind: 'found', suggestions: await provider.suggest(q) }
  } catch (error) {
    payload.logger.error(
      { err: error },
      `[address-suggestions] the ${provider.name} provider failed`,
    )
    return { kind: 'found', suggestions: [] }
  }
}

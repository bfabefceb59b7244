/**
 * The honeypot rule, shared by every public form (browser) and every public
 * endpoint (server): one field, hidden from people and assistive technology,
 * that only a bot fills. A filled honeypot is answered like a success and
 * nothing is stored, so the bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website'

/** True when a bot filled the honeypot of a submitted body. */
export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' && value.trim() !== ''
}

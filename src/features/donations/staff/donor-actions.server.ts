import 'server-only'
import type { Payload } from 'payload'

/**
 * The record the treasurer reads of what donors and staff did in the portal (issue 20): who
 * ('donor' or the staff member's e-mail), when (createdAt) and what. Never a code or a token.
 */
export async function recordAction(
  payload: Payload,
  a: { email: string; actor: string; action: string; detail?: string; plan?: number },
) {
  await payload.create({
    collection: 'donor-actions',
    overrideAccess: true,
    data: {
      email: a.email,
      actor: a.actor,
      action: a.action,
      detail: a.detail ?? null,
      plan: a.plan ?? null,
    },
  })
}

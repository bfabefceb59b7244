import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed vote links (issue 9): the token is an HMAC-SHA256, keyed with the
 * Payload secret, over the meeting, the member and needSignature, so that
 * editing any of the three query parameters makes the link invalid.
 */
export type VoteLinkParams = { meeting: string; user: string; needSignature: string }

export function signVoteLink(secret: string, p: VoteLinkParams): string {
  return createHmac('sha256', `vote-link:${secret}`)
    .update(`${p.meeting}\n${p.user}\n${p.needSignature}`)
    .digest('base64url')
}

export function verifyVoteLink(secret: string, p: VoteLinkParams, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0) return false
  const expected = Buffer.from(signVoteLink(secret, p))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The site path of a member's vote link. */
export function voteLinkPath(secret: string, p: VoteLinkParams): string {
  const q = new URLSearchParams({ ...p, token: signVoteLink(secret, p) })
  return `/voteForm?${q.toString()}`
}

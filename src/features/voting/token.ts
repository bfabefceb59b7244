import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed vote links (issue 9): the token is an HMAC-SHA256, keyed with the
 * Payload secret, over the meeting, the member and needSignature, so that
 * editing any of the three query parameters makes the link invalid.
 */
export type VoteLinkParams = { meeting: string; user: string; needSignature: string }

/**
 * `version` is the member's link version on the meeting (issue 21): revoking a
 * link raises it, so tokens signed with an older version stop matching. It is
 * not in the URL (the link's parameters stay those of spec 001); the server
 * reads it from the member's invitation. Version 0 signs exactly as before, so
 * links sent before versions existed still work.
 */
export function signVoteLink(secret: string, p: VoteLinkParams, version = 0): string {
  const versioned = version > 0 ? `\nv${version}` : ''
  return createHmac('sha256', `vote-link:${secret}`)
    .update(`${p.meeting}\n${p.user}\n${p.needSignature}${versioned}`)
    .digest('base64url')
}

export function verifyVoteLink(
  secret: string,
  p: VoteLinkParams,
  token: unknown,
  version = 0,
): boolean {
  if (typeof token !== 'string' || token.length === 0) return false
  const expected = Buffer.from(signVoteLink(secret, p, version))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The site path of a member's vote link. */
export function voteLinkPath(secret: string, p: VoteLinkParams, version = 0): string {
  const q = new URLSearchParams({ ...p, token: signVoteLink(secret, p, version) })
  return `/voteForm?${q.toString()}`
}

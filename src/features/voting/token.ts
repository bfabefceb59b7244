import type { SigningKeys } from '@/lib/security/keys'
import { legacyHmac, sameToken, sign } from '@/lib/security/signing'

/**
 * Signed vote links (issue 9): the token is an HMAC-SHA256 under LINK_SIGNING_KEY (decision
 * 0024) over the meeting, the member and needSignature, so that editing any of the three query
 * parameters makes the link invalid.
 */
export type VoteLinkParams = { meeting: string; user: string; needSignature: string }

const message = (p: VoteLinkParams) => `${p.meeting}\n${p.user}\n${p.needSignature}`

export function signVoteLink(keys: SigningKeys, p: VoteLinkParams): string {
  return sign(keys, 'vote-link', message(p))
}

export function verifyVoteLink(keys: SigningKeys, p: VoteLinkParams, token: unknown): boolean {
  return (
    sameToken(signVoteLink(keys, p), token) ||
    // Links mailed before 0024 were keyed with the app secret itself.
    sameToken(legacyHmac(`vote-link:${keys.legacySecret}`, message(p)), token)
  )
}

/** The site path of a member's vote link. */
export function voteLinkPath(keys: SigningKeys, p: VoteLinkParams): string {
  const q = new URLSearchParams({ ...p, token: signVoteLink(keys, p) })
  return `/voteForm?${q.toString()}`
}

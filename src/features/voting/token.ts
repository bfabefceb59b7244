import type { SigningKeys } from '@/lib/security/keys'
import { sameToken, sign } from '@/lib/security/signing'

/**
 * Signed vote links: the token is an HMAC-SHA256 under LINK_SIGNING_KEY (decision
 * 0024) over the meeting, the member and needSignature, so that editing any of the three query
 * parameters makes the link invalid.
 */
export type VoteLinkParams = { meeting: string; user: string; needSignature: string }

/**
 * `version` is the member's link version on the meeting: revoking a link raises it,
 * so tokens signed with an older version stop matching. It is not in the URL (the link's
 * parameters stay those of spec 001); the server reads it from the member's invitation.
 * Version 0 signs exactly as before versions existed, so links already sent still work.
 */
const message = (p: VoteLinkParams, version = 0) =>
  `${p.meeting}
${p.user}
${p.needSignature}${
    version > 0
      ? `
v${version}`
      : ''
  }`

export function signVoteLink(keys: SigningKeys, p: VoteLinkParams, version = 0): string {
  return sign(keys, 'vote-link', message(p, version))
}

export function verifyVoteLink(
  keys: SigningKeys,
  p: VoteLinkParams,
  token: unknown,
  version = 0,
): boolean {
  // Links mailed before 0024, keyed with the app secret, no longer count (issue 47; decision
  // 0080): the secretary's panel shows and re-sends current ones.
  return sameToken(signVoteLink(keys, p, version), token)
}

/**
 * The site path of a member's vote link, on the page of the member's language (issue 42: an
 * Arabic invitation opens /ar/voteForm). The signature covers the parameters, not the path.
 */
export function voteLinkPath(
  keys: SigningKeys,
  p: VoteLinkParams,
  version = 0,
  lang: 'en' | 'ar' = 'en',
): string {
  const q = new URLSearchParams({ ...p, token: signVoteLink(keys, p, version) })
  return `${lang === 'ar' ? '/ar' : ''}/voteForm?${q.toString()}`
}

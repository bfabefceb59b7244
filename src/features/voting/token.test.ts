import { describe, expect, it } from 'vitest'
import { signingKeysFrom } from '@/lib/security/keys'
import { signVoteLink, verifyVoteLink, voteLinkPath } from './token'

const keys = (secret: string) => signingKeysFrom({ secret })

const link = { meeting: '1', user: '7', needSignature: '1' }

describe('vote link tokens', () => {
  it('verifies a token it signed', () => {
    expect(verifyVoteLink(keys('s3cret'), link, signVoteLink(keys('s3cret'), link))).toBe(true)
  })

  it.each([
    ['meeting', { ...link, meeting: '2' }],
    ['user', { ...link, user: '8' }],
    ['needSignature', { ...link, needSignature: '0' }],
  ])('refuses a link whose %s was edited', (_, edited) => {
    expect(verifyVoteLink(keys('s3cret'), edited, signVoteLink(keys('s3cret'), link))).toBe(false)
  })

  it('keeps version 0 as the unversioned token and refuses a token of another version', () => {
    expect(signVoteLink(keys('s3cret'), link, 0)).toBe(signVoteLink(keys('s3cret'), link))
    const v2 = signVoteLink(keys('s3cret'), link, 2)
    expect(verifyVoteLink(keys('s3cret'), link, v2, 2)).toBe(true)
    expect(verifyVoteLink(keys('s3cret'), link, v2, 1)).toBe(false)
    expect(verifyVoteLink(keys('s3cret'), link, signVoteLink(keys('s3cret'), link, 1), 2)).toBe(
      false,
    )
  })

  it('refuses another secret, an empty or missing token', () => {
    expect(verifyVoteLink(keys('other'), link, signVoteLink(keys('s3cret'), link))).toBe(false)
    expect(verifyVoteLink(keys('s3cret'), link, '')).toBe(false)
    expect(verifyVoteLink(keys('s3cret'), link, undefined)).toBe(false)
    expect(verifyVoteLink(keys('s3cret'), link, 'x'.repeat(43))).toBe(false)
  })

  it('does not let a separator shift between fields', () => {
    const a = signVoteLink(keys('k'), { meeting: '1', user: '23', needSignature: '' })
    const b = signVoteLink(keys('k'), { meeting: '12', user: '3', needSignature: '' })
    expect(a).not.toBe(b)
  })

  it('builds the /voteForm path with all four parameters', () => {
    const url = new URL(voteLinkPath(keys('k'), link), 'http://x')
    expect(url.pathname).toBe('/voteForm')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...link,
      token: signVoteLink(keys('k'), link),
    })
  })

  it('stays valid when PAYLOAD_SECRET changes but LINK_SIGNING_KEY stays', () => {
    const linkKey = Buffer.alloc(32, 9).toString('base64url')
    const before = signingKeysFrom({ secret: 'a'.repeat(32), LINK_SIGNING_KEY: linkKey })
    const after = signingKeysFrom({ secret: 'b'.repeat(32), LINK_SIGNING_KEY: linkKey })
    expect(verifyVoteLink(after, link, signVoteLink(before, link))).toBe(true)
  })

  it('refuses a link mailed before LINK_SIGNING_KEY (keyed by the app secret itself; issue 47)', () => {
    // Produced by the code before decision 0024 with this PAYLOAD_SECRET.
    const old = signingKeysFrom({ secret: 'legacy-payload-secret-of-at-least-32-chars' })
    const mailed = { meeting: '4', user: '17', needSignature: 'true' }
    expect(verifyVoteLink(old, mailed, 'Ycty3SIQ_Fub0Zyi0IAg5tSZxJMUdUA0bZR-5eziAtw')).toBe(false)
    expect(verifyVoteLink(old, mailed, signVoteLink(old, mailed))).toBe(true)
  })
})

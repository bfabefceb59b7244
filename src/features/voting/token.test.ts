import { describe, expect, it } from 'vitest'
import { signVoteLink, verifyVoteLink, voteLinkPath } from './token'

const link = { meeting: '1', user: '7', needSignature: '1' }

describe('vote link tokens', () => {
  it('verifies a token it signed', () => {
    expect(verifyVoteLink('s3cret', link, signVoteLink('s3cret', link))).toBe(true)
  })

  it.each([
    ['meeting', { ...link, meeting: '2' }],
    ['user', { ...link, user: '8' }],
    ['needSignature', { ...link, needSignature: '0' }],
  ])('refuses a link whose %s was edited', (_, edited) => {
    expect(verifyVoteLink('s3cret', edited, signVoteLink('s3cret', link))).toBe(false)
  })

  it('keeps version 0 as the unversioned token and refuses a token of another version', () => {
    expect(signVoteLink('s3cret', link, 0)).toBe(signVoteLink('s3cret', link))
    const v2 = signVoteLink('s3cret', link, 2)
    expect(verifyVoteLink('s3cret', link, v2, 2)).toBe(true)
    expect(verifyVoteLink('s3cret', link, v2, 1)).toBe(false)
    expect(verifyVoteLink('s3cret', link, signVoteLink('s3cret', link, 1), 2)).toBe(false)
  })

  it('refuses another secret, an empty or missing token', () => {
    expect(verifyVoteLink('other', link, signVoteLink('s3cret', link))).toBe(false)
    expect(verifyVoteLink('s3cret', link, '')).toBe(false)
    expect(verifyVoteLink('s3cret', link, undefined)).toBe(false)
    expect(verifyVoteLink('s3cret', link, 'x'.repeat(43))).toBe(false)
  })

  it('does not let a separator shift between fields', () => {
    const a = signVoteLink('k', { meeting: '1', user: '23', needSignature: '' })
    const b = signVoteLink('k', { meeting: '12', user: '3', needSignature: '' })
    expect(a).not.toBe(b)
  })

  it('builds the /voteForm path with all four parameters', () => {
    const url = new URL(voteLinkPath('k', link), 'http://x')
    expect(url.pathname).toBe('/voteForm')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...link,
      token: signVoteLink('k', link),
    })
  })
})

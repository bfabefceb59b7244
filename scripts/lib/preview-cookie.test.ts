import { describe, expect, it } from 'vitest'
import { hasPreviewCookie } from './preview-cookie.mjs'

describe('hasPreviewCookie', () => {
  it('finds either of Next’s preview cookies anywhere in the header', () => {
    expect(hasPreviewCookie('__prerender_bypass=abc')).toBe(true)
    expect(hasPreviewCookie('lang=ar; __next_preview_data=xyz')).toBe(true)
    expect(hasPreviewCookie('lang=ar;__prerender_bypass=1; theme=dark')).toBe(true)
  })

  it('ignores other cookies, names that only contain a preview name, and no header', () => {
    expect(hasPreviewCookie('lang=ar; payload-token=t')).toBe(false)
    expect(hasPreviewCookie('my__prerender_bypass=1')).toBe(false)
    expect(hasPreviewCookie('lang=__prerender_bypass=1')).toBe(false)
    expect(hasPreviewCookie(undefined)).toBe(false)
  })
})

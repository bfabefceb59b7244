import { describe, expect, it } from 'vitest'
import { imageSourceStatus } from './image-source'

const images = new Set(['hero-1.webp', 'logo.svg'])
const status = (url: string | null) => imageSourceStatus(url, images)

describe('imageSourceStatus', () => {
  it('lets Next optimize the public images and uploads that can exist', () => {
    expect(status('/images/hero-1.webp')).toBeNull()
    expect(status('/api/media/file/photo-640x480.webp')).toBeNull()
  })

  it('answers 404 for a public image that is not there (it was a 500)', () => {
    expect(status('/images/missing.webp')).toBe(404)
    expect(status('/images/')).toBe(404)
    expect(status('/images/%00')).toBe(404)
    expect(status('/images/../package.json')).toBe(404)
    expect(status('/api/media/file/a%2Fb.webp')).toBe(404)
    // Found by the fuzz with other seeds: a blank name, a line break.
    expect(status('/api/media/file/ ')).toBe(404)
    expect(status('/api/media/file/\n')).toBe(404)
    expect(status('/api/media/file/%20')).toBe(404)
  })

  it('answers 400 for a name that cannot be decoded (it was a 500)', () => {
    expect(status('/images/%E0.webp')).toBe(400)
    expect(status('/api/media/file/%E0')).toBe(400)
  })

  it("leaves Next's own refusals to Next: no url, another site, other paths", () => {
    expect(status(null)).toBeNull()
    expect(status('https://example.org/a.png')).toBeNull()
    expect(status('//example.org/a.png')).toBeNull()
    expect(status('/favicon.ico')).toBeNull()
  })
})

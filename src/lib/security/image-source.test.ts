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

  // Issue 64, Disk: Next keeps one optimized file per distinct `url`, and reads the file without
  // the fragment (or the decoded spelling), so every such variant made a new file on disk.
  it('answers 400 for a fragment or another spelling of a file (one file on disk per image)', () => {
    expect(status('/images/hero-1.webp#a1b2')).toBe(400)
    expect(status('/images/hero-1.webp#')).toBe(400)
    expect(status('/api/media/file/photo.webp#a1b2')).toBe(400)
    expect(status('/images/hero%2D1.webp')).toBe(400)
    expect(status('/images/%68ero-1.webp')).toBe(400)
    expect(status('/api/media/file/photo%2Ewebp')).toBe(400)
    // The spelling Payload gives an upload's URL (encodeURIComponent) is the one let through.
    expect(status('/api/media/file/my%20photo.webp')).toBeNull()
    expect(status('/api/media/file/my photo.webp')).toBe(400)
  })

  it("leaves Next's own refusals to Next: no url, another site, other paths", () => {
    expect(status(null)).toBeNull()
    expect(status('https://example.org/a.png')).toBeNull()
    expect(status('//example.org/a.png')).toBeNull()
    expect(status('/favicon.ico')).toBeNull()
  })
})

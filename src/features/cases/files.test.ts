import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkImage } from './files.server'

/** Issue 47: case photos kept their EXIF (the GPS position of a home) and bytes after the image. */
const TRAILER = Buffer.from('TRAILING-SECRET-BYTES')

async function photo(format: 'jpeg' | 'png' | 'webp') {
  const image = sharp({
    create: { width: 8, height: 4, channels: 3, background: { r: 200, g: 10, b: 10 } },
  })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withMetadata({ orientation: 6 })
    .toFormat(format)
  return Buffer.concat([await image.toBuffer(), TRAILER])
}

describe('checkImage', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'keeps a %s photo without its metadata or trailing bytes, upright',
    async (format) => {
      const sent = await photo(format)
      expect((await sharp(sent).metadata()).exif).toBeDefined()
      const r = await checkImage('caseImage', new Blob([sent]))
      if (!r.ok) throw new Error(r.message)
      const kept = await sharp(r.file.data).metadata()
      expect(kept.exif).toBeUndefined()
      expect(kept.format).toBe(format)
      expect(r.file.data.includes(TRAILER)).toBe(false)
      expect(r.file.data.includes(Buffer.from('PhoneCo'))).toBe(false)
      expect(r.file.size).toBe(r.file.data.length)
      // A JPEG's orientation 6 (turned 90°) is applied: the kept picture is upright.
      if (format === 'jpeg') expect([kept.width, kept.height]).toEqual([4, 8])
    },
  )

  it('refuses bytes that only start like an image', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      TRAILER,
    ])
    const r = await checkImage('caseImage', new Blob([fake]))
    expect(r).toEqual({
      ok: false,
      message:
        'caseImage: the file is not an image or a PDF. Please upload a JPEG, PNG, WebP or GIF photo or a PDF.',
    })
  })
})

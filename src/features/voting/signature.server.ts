import 'server-only'
import sharp from 'sharp'
import { isPng } from './rules'

/** Sides above this are no drawn signature (the pad is a few hundred pixels); it also bounds the decoded size. */
const MAX_SIGNATURE_PIXELS = 4096 * 4096

/**
 * True when the bytes are a whole, decodable PNG. The magic bytes alone let
 * through a file that starts like a PNG and is not one, which then failed in
 * Payload's upload step with a 500; decoding it fully
 * here turns that into the spec's 422.
 */
export async function isDecodablePng(bytes: Uint8Array): Promise<boolean> {
  if (!isPng(bytes)) return false
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIGNATURE_PIXELS, failOn: 'error' })
    const meta = await image.metadata()
    if (meta.format !== 'png') return false
    await image.raw().toBuffer()
    return true
  } catch {
    return false
  }
}

import { uploadFileName } from './upload-names'

const IMAGES = '/images/'

/**
 * The answer the image optimizer (`/_next/image?url=…`) should give for a local source it
 * cannot optimize: 400 for a name that cannot be decoded, 404 for an image that is not there;
 * null to let Next go on (it refuses other sources and query strings itself: next.config.ts).
 * Next fetched such sources internally and answered 500: `/images/<missing>` is redirected
 * home by the catch-all page, and a name like `%E0` failed to decode.
 */
export function imageSourceStatus(
  url: string | null,
  publicImages: ReadonlySet<string>,
): 400 | 404 | null {
  if (!url?.startsWith('/') || url.startsWith('//')) return null
  const pathname = url.split(/[?#]/, 1)[0]!
  if (pathname.startsWith(IMAGES)) {
    let name: string
    try {
      name = decodeURIComponent(pathname.slice(IMAGES.length))
    } catch {
      return 400
    }
    return publicImages.has(name) ? null : 404
  }
  const upload = uploadFileName(pathname)
  if (upload === 'bad') return 400
  if (upload === 'absent') return 404
  return null
}

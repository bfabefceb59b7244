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
  // Next keeps one optimized file per distinct `url` but reads the file without its fragment:
  // `…webp#<random>` stored a new file each time (issue 64, Disk). No image of ours has one.
  if (url.includes('#')) return 400
  const pathname = url.split('?', 1)[0]!
  if (pathname.startsWith(IMAGES)) {
    const raw = pathname.slice(IMAGES.length)
    let name: string
    try {
      name = decodeURIComponent(raw)
    } catch {
      return 400
    }
    if (!publicImages.has(name)) return 404
    return isCanonical(raw, name) ? null : 400
  }
  const upload = uploadFileName(pathname)
  if (upload === 'bad') return 400
  if (upload === 'absent') return 404
  if (upload !== null && !isCanonical(pathname.slice(pathname.lastIndexOf('/file/') + 6), upload))
    return 400
  return null
}

/**
 * Whether a file name is spelled as our pages and Payload spell it (`encodeURIComponent`):
 * another spelling of the same file (`hero%2D1.webp`) is read as the same file but stored as
 * another optimized one, so it is refused like a fragment.
 */
const isCanonical = (raw: string, name: string) => encodeURIComponent(name) === raw

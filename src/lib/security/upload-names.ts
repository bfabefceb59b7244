// Pure: the image proxy (src/proxy.ts) reads it too, without Payload.

/** Longest file name most file systems keep (bytes; UTF-8 names are checked by their length in characters, a lower bound). */
const MAX_FILE_NAME = 255

/**
 * The file name of `/api/<collection>/file/<name>` when it can name a stored
 * upload; 'bad' when it cannot be decoded (400); 'absent' when it decodes to
 * something no upload is called (NUL, a path separator, `..`, too long, blank or with
 * spaces around it: 404).
 * Payload's file route answered all of these with a 500.
 */
export function uploadFileName(pathname: string): string | 'bad' | 'absent' | null {
  // [\s\S]: a name may hold any character, a line break included (`.` stops at one).
  const match = /^\/api\/[^/]+\/file\/([\s\S]*)$/.exec(pathname)
  if (!match) return null
  let name: string
  try {
    name = decodeURIComponent(match[1]!)
  } catch {
    return 'bad'
  }
  if (
    name.trim() === '' ||
    name.trim() !== name ||
    name.length > MAX_FILE_NAME ||
    /[\u0000-\u001f\u007f/\\]/.test(name) ||
    name === '.' ||
    name.startsWith('..')
  )
    return 'absent'
  return name
}

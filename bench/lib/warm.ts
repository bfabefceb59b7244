/**
 * Warming a page before it is measured: its HTML (three times: the first render of a route
 * includes V8's compiling), then every picture Next's optimizer serves for it, each width of
 * every srcset. A running site has done this for its first visitor and keeps the sized files
 * (`.next/cache/images`); a fresh bench build has not, and Lighthouse's first run of a page then
 * measured the optimizer resizing its hero picture (the largest paint) instead of the page.
 */
export async function warmPage(origin: string, pathname: string): Promise<number> {
  let html = ''
  for (let i = 0; i < 3; i++) {
    const res = await fetch(new URL(pathname, origin))
    html = await res.text()
    if (!res.ok) throw new Error(`${pathname}: HTTP ${res.status}`)
  }
  const images = optimizedImageUrls(html)
  for (const src of images) {
    // The Accept of Chromium's picture requests: the optimizer's answer (and cache entry) is
    // chosen by it.
    const res = await fetch(new URL(src, origin), { headers: { Accept: CHROMIUM_IMAGE_ACCEPT } })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${pathname}: ${src}: HTTP ${res.status}`)
  }
  return images.length
}

export const CHROMIUM_IMAGE_ACCEPT =
  'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

/**
 * Every `/_next/image?…` address of a page's HTML (src, srcset and preload imagesrcset, and the
 * same in React's inline payload, where `&` is written `\u0026`), once.
 */
export function optimizedImageUrls(html: string): string[] {
  const text = html.replaceAll('&amp;', '&').replaceAll('\\u0026', '&')
  return [...new Set(text.match(/\/_next\/image\?[^\s"',\\]+/g) ?? [])]
}

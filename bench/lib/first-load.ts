import { request } from 'node:http'
import { gzipSync } from 'node:zlib'
import type { FirstLoadFigures } from './targets'

export interface PageAssets {
  scripts: string[]
  styles: string[]
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(2).find(Boolean)

/**
 * The JavaScript and CSS a page's HTML makes the browser load before it is
 * interactive: `<script src>`, `<link rel=stylesheet>`, and scripts announced
 * by `<link rel=preload as=script>` or `rel=modulepreload`. Chunks fetched
 * later by `import()` (on interaction) are not counted, nor `nomodule`
 * scripts (legacy polyfills a module-capable browser never downloads).
 * Same-origin only.
 */
export function firstLoadAssets(html: string): PageAssets {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const sameOrigin = (href: string | undefined) =>
    href && href.startsWith('/') && !href.startsWith('//') ? href.replace(/&amp;/g, '&') : undefined
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    // Polyfills for browsers without ES modules: every browser that runs the site's modules skips them.
    if (/\snomodule(\s|=|>|\/)/i.test(tag)) continue
    const src = sameOrigin(attr(tag, 'src'))
    if (src) scripts.add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
    const href = sameOrigin(attr(tag, 'href'))
    if (!href) continue
    if (rel.includes('stylesheet')) styles.add(href)
    else if (rel.includes('modulepreload')) scripts.add(href)
    else if (rel.includes('preload') && attr(tag, 'as')?.toLowerCase() === 'script')
      scripts.add(href)
    else if (rel.includes('preload') && attr(tag, 'as')?.toLowerCase() === 'style') styles.add(href)
  }
  return { scripts: [...scripts], styles: [...styles] }
}

/**
 * Bytes on the wire of one file asked for with `Accept-Encoding: gzip`. When
 * the server does not compress (a CDN would), the file is gzipped here so the
 * figure is still the compressed size.
 */
export function compressedSize(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, origin),
      { headers: { 'accept-encoding': 'gzip' } },
      (res) => {
        const parts: Buffer[] = []
        res.on('data', (c: Buffer) => parts.push(c))
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400) {
            return reject(new Error(`${path}: HTTP ${res.statusCode}`))
          }
          const body = Buffer.concat(parts)
          resolve(res.headers['content-encoding'] ? body.length : gzipSync(body).length)
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/**
 * The web font files a stylesheet declares (@font-face src url(...)), resolved against the
 * stylesheet's own address. A page uses every one of them here: the Arabic layout loads the
 * Arabic subset of Noto Naskh Arabic in the two weights its text uses (issue 17).
 */
export function fontFiles(css: string, cssPath: string): string[] {
  const found = new Set<string>()
  for (const [block] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    // A browser downloads one source of a rule: the first it supports, WOFF2 here.
    const urls = [...block.matchAll(/url\((['"]?)([^'")]+\.woff2?)\1\)/g)].map((m) => m[2]!)
    const url = urls.find((u) => u.endsWith('.woff2')) ?? urls[0]
    if (!url) continue
    const resolved = new URL(url, new URL(cssPath, 'http://x'))
    if (resolved.host === 'x') found.add(resolved.pathname)
  }
  return [...found]
}

/** Bytes of a file as served (fonts are compressed already: no gzip here). */
async function rawSize(origin: string, p: string): Promise<number> {
  const res = await fetch(new URL(p, origin))
  if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`)
  return (await res.arrayBuffer()).byteLength
}

export async function measureFirstLoad(
  origin: string,
  page: { name: string; path: string },
): Promise<FirstLoadFigures> {
  const res = await fetch(new URL(page.path, origin))
  if (!res.ok) throw new Error(`${page.path}: HTTP ${res.status}`)
  const html = await res.text()
  const assets = firstLoadAssets(html)
  const sizes = async (paths: string[]) =>
    (await Promise.all(paths.map((p) => compressedSize(origin, p)))).reduce((a, b) => a + b, 0)
  const fonts = new Set<string>()
  for (const css of assets.styles) {
    const text = await (await fetch(new URL(css, origin))).text()
    for (const f of fontFiles(text, css)) fonts.add(f)
  }
  const fontBytes = (await Promise.all([...fonts].map((f) => rawSize(origin, f)))).reduce(
    (a, b) => a + b,
    0,
  )
  return {
    name: page.name,
    path: page.path,
    fontBytes,
    fontFiles: fonts.size,
    jsBytes: await sizes(assets.scripts),
    cssBytes: await sizes(assets.styles),
    jsFiles: assets.scripts.length,
    cssFiles: assets.styles.length,
    htmlBytes: Buffer.byteLength(html),
  }
}

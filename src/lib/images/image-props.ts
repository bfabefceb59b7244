import type { CSSProperties } from 'react'

/** The part of next.config.ts `images` that decides an image's addresses. */
export interface ImageSettings {
  deviceSizes: number[]
  imageSizes: number[]
  qualities?: number[]
  path: string
  unoptimized?: boolean
  dangerouslyAllowSVG?: boolean
}

/**
 * The settings Next's build gives next/image (it inlines `process.env.__NEXT_IMAGE_OPTS` from
 * next.config.ts's `images`, in the browser's bundles as in the server's). Outside a Next
 * build (unit tests) nothing is inlined, and callers pass settings of their own.
 */
const BUILD_SETTINGS = process.env.__NEXT_IMAGE_OPTS as unknown as ImageSettings | undefined

export interface ImageInput {
  src: string
  alt: string
  /** Drawn size, for the box the page reserves; leave out with `fill`. */
  width?: number
  height?: number
  /** Covers its positioned parent. */
  fill?: boolean
  sizes?: string
  /** 'eager' for an image of the first screen; lazy otherwise. */
  loading?: 'eager' | 'lazy'
  /** The page's largest paint: neither lazy nor marked eager (React preloads it from the head). */
  preload?: boolean
  fetchPriority?: 'high' | 'low' | 'auto'
  className?: string
  quality?: number
}

export type ImageProps = {
  src: string
  alt: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
  decoding: 'async'
  className?: string
  style: CSSProperties
  'data-nimg': '1' | 'fill'
}

const FILL: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
}

/**
 * The attributes next/image gives an <img> (srcset through Next's image optimizer, lazy unless
 * eager, the same style), for a plain <img>. next/image is a client component: drawn by any
 * page, it put about 5.5 KB compressed (the component, its head manager, its config context)
 * into every page's first load (decision 0056); this is a function of a few lines,
 * in a server component or a client one. image-props.test.ts holds it to next/image's own
 * `getImageProps` for the settings given. SVGs (and everything when `unoptimized`) are drawn
 * as they are, as next/image does.
 */
export function imageProps(
  input: ImageInput,
  settings: ImageSettings | undefined = BUILD_SETTINGS,
): ImageProps {
  if (!settings) throw new Error('imageProps: no image settings (not built by Next?)')
  const { src, alt, width, height, fill = false, sizes, className } = input
  const common: Omit<ImageProps, 'src'> = {
    alt,
    loading: input.preload ? undefined : input.loading === 'eager' ? ('eager' as const) : 'lazy',
    fetchPriority: input.fetchPriority,
    width: fill ? undefined : width,
    height: fill ? undefined : height,
    decoding: 'async',
    className,
    style: { ...(fill ? FILL : {}), color: 'transparent' },
    'data-nimg': fill ? 'fill' : '1',
  }
  const svg = src.split('?', 1)[0]!.endsWith('.svg')
  if (settings.unoptimized || (svg && !settings.dangerouslyAllowSVG)) return { ...common, src }

  const deviceSizes = [...settings.deviceSizes].sort((a, b) => a - b)
  const allSizes = [...settings.deviceSizes, ...settings.imageSizes].sort((a, b) => a - b)
  const wanted = input.quality ?? 75
  const quality = settings.qualities?.length
    ? settings.qualities.reduce((best, q) =>
        Math.abs(q - wanted) < Math.abs(best - wanted) ? q : best,
      )
    : wanted
  const url = (w: number) => `${settings.path}?url=${encodeURIComponent(src)}&w=${w}&q=${quality}`

  // next/image's choice of widths: by the smallest share of the viewport `sizes` names, or
  // 1x and 2x of a fixed width.
  let widths: number[]
  let kind: 'w' | 'x'
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => parseInt(m[2]!, 10))
    const smallest = shares.length ? Math.min(...shares) * 0.01 : 0
    widths = allSizes.filter((s) => s >= deviceSizes[0]! * smallest)
    kind = 'w'
  } else if (typeof width !== 'number') {
    widths = deviceSizes
    kind = 'w'
  } else {
    const pick = (w: number) => allSizes.find((s) => s >= w) ?? allSizes[allSizes.length - 1]!
    widths = [...new Set([pick(width), pick(width * 2)])]
    kind = 'x'
  }
  return {
    ...common,
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    srcSet: widths.map((w, i) => `${url(w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: url(widths[widths.length - 1]!),
  }
}

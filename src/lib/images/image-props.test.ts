import { getImageProps } from 'next/image'
import { imageConfigDefault } from 'next/dist/shared/lib/image-config'
import { describe, expect, it } from 'vitest'
import { imageProps, type ImageInput } from './image-props'

/** Outside a Next build, getImageProps uses Next's default settings: so do we, here. */
const DEFAULTS = imageConfigDefault

const CASES: ImageInput[] = [
  {
    src: '/images/hero-1.webp',
    alt: '',
    fill: true,
    sizes: '100vw',
    preload: true,
    fetchPriority: 'high',
  },
  {
    src: '/images/hero-2.webp',
    alt: '',
    fill: true,
    sizes: '100vw',
    fetchPriority: 'low',
    className: 'x',
  },
  {
    src: '/images/about-1.webp',
    alt: '',
    width: 800,
    height: 600,
    sizes: '(max-width: 900px) 100vw, 560px',
  },
  {
    src: '/api/media/file/a b.webp',
    alt: 'A',
    width: 768,
    height: 512,
    sizes: '(max-width: 900px) 100vw, 400px',
    loading: 'eager',
  },
  { src: '/images/person.webp', alt: '', width: 64, height: 64, className: 'avatar' },
  { src: '/api/media/file/t.webp', alt: '', width: 160, height: 120, sizes: '160px' },
  { src: '/images/logo.svg', alt: 'Logo', width: 150, height: 40, loading: 'eager' },
  { src: '/images/x.webp', alt: '', width: 100, height: 50, quality: 60 },
]

/** next/image's own attributes for the same image, undefined ones left out as React does. */
function nextProps({ preload, ...input }: ImageInput) {
  const { props } = getImageProps({ ...input, ...(preload ? { preload } : {}) })
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined))
}

const defined = (o: object) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))

describe('imageProps', () => {
  for (const input of CASES) {
    it(`gives the attributes next/image gives: ${input.src} ${input.sizes ?? ''}`, () => {
      const { 'data-nimg': nimg, ...ours } = imageProps(input, DEFAULTS)
      expect(defined(ours)).toEqual(nextProps(input))
      expect(nimg).toBe(input.fill ? 'fill' : '1')
    })
  }

  it('follows the settings it is given (our next.config.ts widths)', () => {
    const ours = imageProps(
      { src: '/images/hero-1.webp', alt: '', fill: true, sizes: '100vw' },
      { ...DEFAULTS, deviceSizes: [640, 828, 1080, 1200, 1600], imageSizes: [96, 192, 384] },
    )
    expect(ours.srcSet?.split(', ').map((s) => s.split(' ')[1])).toEqual([
      '640w',
      '828w',
      '1080w',
      '1200w',
      '1600w',
    ])
    expect(ours.src).toBe('/_next/image?url=%2Fimages%2Fhero-1.webp&w=1600&q=75')
  })

  it('draws the file itself when the settings say unoptimized', () => {
    const input = { src: '/images/x.webp', alt: '', width: 100, height: 50 }
    const ours = imageProps(input, { ...DEFAULTS, unoptimized: true })
    expect(ours.src).toBe('/images/x.webp')
    expect(ours.srcSet).toBeUndefined()
  })

  it('refuses to guess settings outside a Next build', () => {
    expect(() => imageProps({ src: '/a.webp', alt: '', width: 10, height: 10 })).toThrow(
      'no image settings',
    )
  })
})

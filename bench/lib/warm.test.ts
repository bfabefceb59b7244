import { describe, expect, it } from 'vitest'
import { optimizedImageUrls } from './warm'

describe('optimizedImageUrls', () => {
  it('reads every width of src, srcset and a preload, once each, with & decoded', () => {
    const html = `<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fa.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fa.webp&amp;w=828&amp;q=75 828w"/>
<img srcSet="/_next/image?url=%2Fa.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fa.webp&amp;w=828&amp;q=75 828w" src="/_next/image?url=%2Fa.webp&amp;w=828&amp;q=75"/>
<img src="/images/logo.svg"/>
<script>self.__next_f.push([1,"{\\"src\\":\\"/_next/image?url=%2Fa.webp\\u0026w=828\\u0026q=75\\"}"])</script>`
    expect(optimizedImageUrls(html)).toEqual([
      '/_next/image?url=%2Fa.webp&w=640&q=75',
      '/_next/image?url=%2Fa.webp&w=828&q=75',
    ])
  })

  it('finds none in a page without optimized pictures', () => {
    expect(optimizedImageUrls('<img src="/images/logo.svg" srcset="/images/logo.svg 1x">')).toEqual(
      [],
    )
  })
})

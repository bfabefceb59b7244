import { describe, expect, it } from 'vitest'
import { oddQuery, uploadFileName, withNoStoreJson } from './payload-rest.server'

const odd = (q: string) => oddQuery(new URL(`http://x/api/cities?${q}`))

describe('oddQuery', () => {
  it.each([
    'limit[]=0',
    'limit[a]=0',
    'limit%5B%5D=0',
    'page[]=1',
    'depth[0]=9',
    'pagination[]=false',
  ])('refuses a one-value parameter in brackets: %s', (q) =>
    expect(odd(q)).toMatch(/takes one value/),
  )

  it('refuses a one-value parameter given twice (qs reads it as an array)', () => {
    expect(odd('limit=100&limit=0')).toBe('The parameter "limit" is given more than once.')
    expect(odd('locale=en&locale=ar')).toMatch(/more than once/)
  })

  it('refuses a where or data Payload would fail to parse as JSON', () => {
    expect(odd('where={"id":')).toBe('The parameter "where" is not valid JSON.')
    expect(odd('data=nope')).toMatch(/not valid JSON/)
  })

  it('leaves ordinary queries, bracketed where/sort/select included', () => {
    expect(
      odd('limit=20&depth=0&page=2&where[slug][equals]=a&sort[]=name&select[nameEn]=true'),
    ).toBeNull()
    expect(odd('where={"id":{"equals":1}}&limit=0&pagination=false')).toBeNull()
  })
})

describe('withNoStoreJson', () => {
  it('marks JSON answers no-store and leaves files alone', async () => {
    const json = await withNoStoreJson(async () => Response.json({ a: 1 }))(
      new Request('http://x'),
      {},
    )
    expect(json.headers.get('cache-control')).toBe('no-store')
    expect(await json.json()).toEqual({ a: 1 })
    const file = new Response('png', {
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=60' },
    })
    const kept = await withNoStoreJson(async () => file)(new Request('http://x'), {})
    expect(kept.headers.get('cache-control')).toBe('public, max-age=60')
  })
})

describe('uploadFileName', () => {
  it('passes a file name an upload can have, and other paths', () => {
    expect(uploadFileName('/api/media/file/hero-1.webp')).toBe('hero-1.webp')
    expect(uploadFileName('/api/media/file/caf%C3%A9.png')).toBe('café.png')
    expect(uploadFileName('/api/media/123')).toBeNull()
  })
  it('answers 400 for a name that does not decode, 404 for one no upload can have', () => {
    expect(uploadFileName('/api/media/file/%ZZ')).toBe('bad')
    expect(uploadFileName('/api/media/file/%E0%A4%A')).toBe('bad')
    for (const name of [
      '%00',
      'a%00.png',
      '..',
      '..%2Fsecret',
      'a%2Fb',
      'a%5Cb',
      '',
      'x'.repeat(300),
    ])
      expect(uploadFileName(`/api/media/file/${name}`), name).toBe('absent')
  })
})

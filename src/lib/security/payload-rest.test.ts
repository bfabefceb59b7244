import { describe, expect, it } from 'vitest'
import { capAnonymousRead, uploadFileName, withNoStoreJson } from './payload-rest.server'

const query = (req: Request) => Object.fromEntries(new URL(req.url).searchParams)

describe('capAnonymousRead', () => {
  it('brings no limit, a large limit, pagination=false and a deep depth within the caps', () => {
    const req = new Request('http://x/api/cities?limit=0&depth=2&pagination=false&page=3')
    expect(query(capAnonymousRead(req))).toEqual({ limit: '100', depth: '1', page: '3' })
    expect(query(capAnonymousRead(new Request('http://x/api/cities?limit=5000')))).toEqual({
      limit: '100',
    })
    expect(query(capAnonymousRead(new Request('http://x/api/cities?limit=abc&depth=-1')))).toEqual({
      limit: '100',
      depth: '1',
    })
  })

  it('leaves a read within the caps as it is', () => {
    const req = new Request('http://x/api/categories?limit=20&depth=0&where[slug][equals]=a')
    expect(capAnonymousRead(req)).toBe(req)
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

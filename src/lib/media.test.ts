import { describe, expect, it } from 'vitest'
import { sitePath } from './site-path'

describe('sitePath', () => {
  it('drops the origin of uploaded media only', () => {
    expect(sitePath('http://localhost:3000/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
    expect(sitePath('https://cdn.example.org/bucket/a.webp')).toBe(
      'https://cdn.example.org/bucket/a.webp',
    )
    expect(sitePath('/images/x.webp')).toBe('/images/x.webp')
    expect(sitePath(null)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { servicePage } from './service-page'

describe('servicePage', () => {
  const url = 'https://charity.example.org/api/news-service/categories/general-news?t=123&page=2'
  it('links the neighbouring pages with absolute URLs, keeping the other parameters', () => {
    expect(servicePage(['a'], url, 2, 3)).toEqual({
      items: ['a'],
      current_page: 2,
      next_page_url:
        'https://charity.example.org/api/news-service/categories/general-news?t=123&page=3',
      prev_page_url:
        'https://charity.example.org/api/news-service/categories/general-news?t=123&page=1',
      last_page: 3,
    })
  })
  it('has no previous URL on the first page and no next URL on the last', () => {
    expect(servicePage([], url, 1, 1)).toMatchObject({
      next_page_url: null,
      prev_page_url: null,
      last_page: 1,
    })
  })
})

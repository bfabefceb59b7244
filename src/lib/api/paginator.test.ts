import { describe, expect, it } from 'vitest'
import { paginator } from './paginator'

describe('paginator', () => {
  const url = 'http://localhost:3000/api/content/news?page=2&x=1'
  it('links both ways from a middle page, keeping other query parameters', () => {
    expect(paginator(url, 2, 3)).toEqual({
      current_page: 2,
      number_of_pages: 3,
      next_page: 'http://localhost:3000/api/content/news?page=3&x=1',
      previous_page: 'http://localhost:3000/api/content/news?page=1&x=1',
    })
  })
  it('has no previous page on the first page and no next page on the last', () => {
    expect(paginator(url, 1, 3).previous_page).toBeNull()
    expect(paginator(url, 3, 3).next_page).toBeNull()
  })
  it('counts an empty list as one page', () => {
    expect(paginator(url, 1, 0)).toMatchObject({
      number_of_pages: 1,
      next_page: null,
      previous_page: null,
    })
  })
})

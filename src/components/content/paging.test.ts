import { describe, expect, it } from 'vitest'
import { pageTarget, samePath, type PaginatorData } from './paging'

const middle: PaginatorData = {
  current_page: 2,
  number_of_pages: 3,
  next_page: 'http://localhost:3000/api/content/activities?page=3',
  previous_page: 'http://localhost:3000/api/content/activities?page=1',
}

describe('list paging', () => {
  it('follows the server links as paths of this site', () => {
    expect(samePath('https://other.example/api/content/activities?page=3')).toBe(
      '/api/content/activities?page=3',
    )
    expect(pageTarget(middle, 'next', false)).toBe('/api/content/activities?page=3')
    expect(pageTarget(middle, 'previous', false)).toBe('/api/content/activities?page=1')
  })
  it('goes nowhere past the first or the last page', () => {
    expect(
      pageTarget({ ...middle, current_page: 1, previous_page: null }, 'previous', false),
    ).toBeNull()
    expect(pageTarget({ ...middle, current_page: 3, next_page: null }, 'next', false)).toBeNull()
  })
  it('ignores Previous and Next while a page is loading', () => {
    expect(pageTarget(middle, 'next', true)).toBeNull()
    expect(pageTarget(middle, 'previous', true)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { canonicalPath, isOtherSpellingOfSecurityRoute } from './canonical-path'

describe('canonicalPath', () => {
  it.each([
    ['/api/users/login', '/api/users/login'],
    ['/api/users/LOGIN', '/api/users/login'],
    ['/api/users/%6Cogin', '/api/users/login'],
    ['/api/users/%6cogin', '/api/users/login'],
    ['/api/users/login/', '/api/users/login'],
    ['/api/users//login', '/api/users/login'],
    ['//api///ACCESS//', '/api/access'],
    ['/', '/'],
    ['/api/users/%zz', '/api/users/%zz'],
  ])('%s is %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical)
  })
})

describe('isOtherSpellingOfSecurityRoute', () => {
  it.each([
    '/api/users/LOGIN',
    '/api/users/%6Cogin',
    '/api/users/login/',
    '/api/users//reset-password',
    '/api/ACCESS',
    '/api/%61ccess',
    '/api/Users/me',
    '/api/users/1/',
  ])('%s is', (path) => {
    expect(isOtherSpellingOfSecurityRoute(path)).toBe(true)
  })

  it.each([
    '/api/users/login',
    '/api/access',
    '/api/users/1',
    '/api/media/file/My%20Photo.JPG',
    '/api/cities/',
    '/api/accessories',
  ])('%s is not', (path) => {
    expect(isOtherSpellingOfSecurityRoute(path)).toBe(false)
  })
})

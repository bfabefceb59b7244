import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv, siteUrl } from './env'

describe('loadEnv', () => {
  it('applies defaults on an empty environment', () => {
    const e = loadEnv({})
    expect(e.PORT).toBe(3000)
    expect(e.DATABASE_URL).toBeUndefined()
    expect(e.DATA_DIR).toBe('./data')
    expect(siteUrl(e)).toBe('http://localhost:3000')
  })

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).DATABASE_URL).toBe(
      undefined,
    )
  })

  it('names every bad variable with a clear message', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'a@b.co' })
      expect.unreachable('loadEnv should have thrown')
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      const problems = (error as EnvError).problems.join('\n')
      expect(problems).toContain('PORT: must be a number')
      expect(problems).toContain('DATABASE_URL: must start with postgres:// or postgresql://')
      expect(problems).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
    }
  })

  it('accepts a PostgreSQL URL and strips a trailing slash from SITE_URL', () => {
    const e = loadEnv({
      DATABASE_URL: 'postgres://u:p@db:5432/charity',
      SITE_URL: 'https://charity.example.org/',
    })
    expect(e.DATABASE_URL).toBe('postgres://u:p@db:5432/charity')
    expect(siteUrl(e)).toBe('https://charity.example.org')
  })
})

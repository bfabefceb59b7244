import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv, siteUrl } from './env'

describe('loadEnv', () => {
  it('applies defaults on an empty environment', () => {
    const e = loadEnv({})
    expect(e.PORT).toBe(3000)
    expect(e.DATABASE_URL).toBeUndefined()
    expect(e.DATA_DIR).toBe('./data')
    expect(e.LOG_LEVEL).toBe('info')
    expect(siteUrl(e)).toBe('http://localhost:3000')
  })

  it('seeds the demo content unless SEED_DEMO is 0 (decision 0133)', () => {
    expect(loadEnv({}).SEED_DEMO).toBe(true)
    expect(loadEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false)
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false)
    expect(loadEnv({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true)
    expect(() => loadEnv({ SEED_DEMO: 'no' })).toThrow(/SEED_DEMO.*must be 0 or 1/)
  })

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).DATABASE_URL).toBe(
      undefined,
    )
  })

  it('names every bad variable with a clear message', () => {
    try {
      loadEnv({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        ADMIN_EMAIL: 'a@b.co',
        LOG_LEVEL: 'loud',
        RENDER_CONCURRENCY: '2.5',
      })
      expect.unreachable('loadEnv should have thrown')
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      const problems = (error as EnvError).problems.join('\n')
      expect(problems).toContain('PORT: must be a number')
      expect(problems).toContain('DATABASE_URL: must start with postgres:// or postgresql://')
      expect(problems).toContain(
        'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      )
      expect(problems).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
      expect(problems).toContain('RENDER_CONCURRENCY: must be a whole number from 0 to 1000')
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

describe('donation settings', () => {
  it('defaults to the sandbox gateway and the offline address provider', () => {
    const e = loadEnv({})
    expect(e.PAYMENT_GATEWAY).toBe('sandbox')
    expect(e.GEOCODER_URL).toBeUndefined()
  })

  it('accepts a geocoder URL and refuses an unknown gateway or a relative URL', () => {
    expect(loadEnv({ GEOCODER_URL: 'https://geo.example.org' }).GEOCODER_URL).toBe(
      'https://geo.example.org',
    )
    try {
      loadEnv({ PAYMENT_GATEWAY: 'adyen', GEOCODER_URL: 'geo.example.org' })
      expect.unreachable('loadEnv should have thrown')
    } catch (error) {
      const problems = (error as EnvError).problems.join('\n')
      expect(problems).toContain('PAYMENT_GATEWAY: must be sandbox or stripe')
      expect(problems).toContain('GEOCODER_URL: must be an absolute URL')
    }
  })

  it('stops a Stripe start that lacks a key, naming each missing one', () => {
    const stop = (source: Record<string, string>) => {
      try {
        loadEnv({ PAYMENT_GATEWAY: 'stripe', ...source })
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError)
        return (error as EnvError).problems
      }
      return expect.unreachable('loadEnv should have thrown')
    }
    expect(stop({})).toEqual([
      'PAYMENT_GATEWAY: stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET (unset or empty)',
    ])
    expect(stop({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: ' ' })).toEqual([
      'PAYMENT_GATEWAY: stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET (unset or empty)',
    ])
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    }
    expect(loadEnv({ PAYMENT_GATEWAY: 'stripe', ...keys })).toMatchObject({
      PAYMENT_GATEWAY: 'stripe',
      ...keys,
      STRIPE_TIMEOUT_MS: 20_000,
    })
    // The sandbox needs none of them.
    expect(loadEnv({}).STRIPE_SECRET_KEY).toBeUndefined()
  })
})

describe('REDIS_URL (the shared cache, decision 0033)', () => {
  it('is optional and accepts redis:// and rediss://', () => {
    expect(loadEnv({}).REDIS_URL).toBeUndefined()
    expect(loadEnv({ REDIS_URL: 'redis://cache:6379/0' }).REDIS_URL).toBe('redis://cache:6379/0')
    expect(loadEnv({ REDIS_URL: 'rediss://u:p@cache:6380' }).REDIS_URL).toBe(
      'rediss://u:p@cache:6380',
    )
  })
  it('names REDIS_URL when it is not a Redis URL', () => {
    for (const bad of ['http://cache:6379', 'localhost:6379', 'not a url']) {
      expect(() => loadEnv({ REDIS_URL: bad })).toThrow(/REDIS_URL: must/)
    }
  })
})

describe('trusted proxies and the bind address (decision 0078)', () => {
  it('takes a hop count or a list of addresses and CIDR ranges, and an IP address to bind', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe('0')
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe('1')
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toBe(
      '127.0.0.1, 10.0.0.0/8,fd00::/8',
    )
    expect(loadEnv({ BIND_ADDRESS: '127.0.0.1' }).BIND_ADDRESS).toBe('127.0.0.1')
    expect(loadEnv({ BIND_ADDRESS: '' }).BIND_ADDRESS).toBeUndefined()
  })
  it('refuses anything else, naming the variable', () => {
    for (const [name, value] of [
      ['TRUST_PROXY', '11'],
      ['TRUST_PROXY', 'yes'],
      ['TRUST_PROXY', '10.0.0.0/33'],
      ['BIND_ADDRESS', 'localhost'],
    ] as const) {
      expect(() => loadEnv({ [name]: value }), value).toThrow(name)
    }
  })
})

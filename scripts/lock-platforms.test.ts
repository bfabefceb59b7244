import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { recordPlatformPackages } from './lock-platforms.mjs'

describe('package-lock.json', () => {
  it('records every platform-only optional package, so `npm ci` accepts it (run scripts/lock-platforms.mjs)', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'))
    expect(recordPlatformPackages(lock)).toBe(0)
  })
})

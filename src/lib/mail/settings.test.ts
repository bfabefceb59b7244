import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '@/lib/env'
import { mailSettingProblems } from './settings'

const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()

describe('the mail settings (decision 0130)', () => {
  it('signs with all three DKIM settings or none, and refuses a key that is no key', () => {
    expect(mailSettingProblems({})).toEqual([])
    expect(
      mailSettingProblems({
        DKIM_DOMAIN: 'newegypt.org',
        DKIM_SELECTOR: 's1',
        DKIM_PRIVATE_KEY: pem,
      }),
    ).toEqual([])
    expect(mailSettingProblems({ DKIM_DOMAIN: 'newegypt.org' })).toEqual([
      'DKIM: signing needs DKIM_SELECTOR, DKIM_PRIVATE_KEY too (or none of them)',
    ])
    expect(
      mailSettingProblems({
        DKIM_DOMAIN: 'newegypt.org',
        DKIM_SELECTOR: 's1',
        DKIM_PRIVATE_KEY: 'x',
      }),
    ).toEqual(['DKIM_PRIVATE_KEY: not a PEM private key'])
    expect(
      mailSettingProblems({
        DKIM_DOMAIN: 'newegypt.org',
        DKIM_SELECTOR: 's1',
        DKIM_PRIVATE_KEY_FILE: '/nonexistent/dkim.pem',
      }),
    ).toEqual(['DKIM_PRIVATE_KEY_FILE: no such file'])
  })

  it('is checked at start with the other settings', () => {
    expect(() => loadEnv({ MAIL_BOUNCE_ADDRESS: 'bounces', DKIM_SELECTOR: 's1' })).toThrow(
      /MAIL_BOUNCE_ADDRESS: must be an e-mail address[\s\S]*DKIM: signing needs DKIM_DOMAIN/,
    )
  })
})

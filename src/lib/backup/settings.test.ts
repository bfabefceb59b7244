import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from '../env'
import { recipientsOf } from './settings'

const problems = (source: Record<string, string>) => {
  try {
    loadEnv(source)
    return []
  } catch (error) {
    return (error as EnvError).problems
  }
}
const KEY = 'age1xjgsjx939ygt0fn3udaup90ewum4m9lcugnt3muwyzqmh9kddvfsrngt4t'

describe('the backup settings', () => {
  it('take age public keys separated by commas or spaces, with defaults', () => {
    const e = loadEnv({ BACKUP_RECIPIENTS: `${KEY}, ${KEY.replace('x', 'q')}` })
    expect(recipientsOf(e.BACKUP_RECIPIENTS)).toHaveLength(2)
    expect([e.BACKUP_DIR, e.BACKUP_KEEP, e.BACKUP_EVERY_HOURS]).toEqual(['./backups', 14, 24])
  })

  it('refuse a secret key or a password where a public key goes, without repeating it', () => {
    const secret = 'AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ'
    const found = problems({ BACKUP_RECIPIENTS: `${KEY},${secret}` })
    expect(found).toEqual([
      'BACKUP_RECIPIENTS: must be age public keys (age1…) separated by commas; entry 2 is not one',
    ])
    expect(found.join()).not.toContain('SECRET')
  })

  it('refuse a retention of 0 and a schedule past a month', () => {
    expect(problems({ BACKUP_KEEP: '0', BACKUP_EVERY_HOURS: '721' })).toEqual([
      'BACKUP_KEEP: must be a whole number of archives from 1 to 1000',
      'BACKUP_EVERY_HOURS: must be a whole number of hours from 0 to 720',
    ])
  })
})

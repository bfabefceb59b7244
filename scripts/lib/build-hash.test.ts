import { describe, expect, it } from 'vitest'
import { buildFingerprint, withoutSecrets } from './build-hash'

describe('the build fingerprint', () => {
  it('does not change with the database password (a restore makes a new one)', () => {
    const a = buildFingerprint('postgres://postgres:old-secret@127.0.0.1:54329/charity|/srv/data')
    const b = buildFingerprint('postgres://postgres:new%2Fsecret@127.0.0.1:54329/charity|/srv/data')
    expect(a).toBe(b)
  })

  it('changes with the database place and the data folder', () => {
    const base = buildFingerprint('postgres://u:p@127.0.0.1:54329/charity|/srv/data')
    expect(buildFingerprint('postgres://u:p@127.0.0.1:54330/charity|/srv/data')).not.toBe(base)
    expect(buildFingerprint('postgres://u:p@127.0.0.1:54329/other|/srv/data')).not.toBe(base)
    expect(buildFingerprint('postgres://u:p@127.0.0.1:54329/charity|/srv/data2')).not.toBe(base)
  })

  it('drops passwords from the user part and the query', () => {
    expect(
      withoutSecrets(
        'postgresql://app:s3cr%40t@db.example.org:5432/charity?sslmode=verify-full&password=x|/d',
      ),
    ).toBe('postgresql://app@db.example.org:5432/charity?sslmode=verify-full|/d')
  })
})

import { describe, expect, it } from 'vitest'
import { findSecrets, secretsOfMails } from './log-secrets'

const log = [
  '{"level":30,"reqId":"9b1d4e2a-4829-4913-a0c1-3f5e7d9b2c41","path":"/api/donation/stage-donation","status":200}',
  '{"level":50,"msg":"Failed query: insert\\nparams: 4242424242424242,123"}',
  '{"level":30,"msg":"Your one-time code is 482913"}',
].join('\n')

describe('findSecrets', () => {
  it('finds a card number and a code on their lines', () => {
    expect(
      findSecrets(log, [
        { what: 'a card number', value: '4242424242424242' },
        { what: 'an e-mailed code', value: '482913' },
      ]),
    ).toEqual([
      { what: 'a card number', line: 2 },
      { what: 'an e-mailed code', line: 3 },
    ])
  })

  it('matches digits as whole numbers and patterns as given', () => {
    expect(findSecrets('id 14829130 and 2482913', [{ what: 'code', value: '482913' }])).toEqual([])
    expect(findSecrets('"cc_cvc":"123"', [{ what: 'CVC', value: /cc_cvc\W{1,4}\d{3,4}/ }])).toEqual(
      [{ what: 'CVC', line: 1 }],
    )
  })
})

describe('secretsOfMails', () => {
  it('collects codes and link tokens, raw and decoded', () => {
    const mails = [
      { text: 'Your one-time code is 123456' },
      { text: 'Cancel: https://x.org/donations/cancel?plan=3&token=abc%2Ddef_123' },
      { text: 'Reset: https://x.org/admin/reset/0123456789abcdef' },
    ]
    expect(secretsOfMails(mails).map((s) => s.value)).toEqual([
      '123456',
      'abc%2Ddef_123',
      'abc-def_123',
      '0123456789abcdef',
    ])
  })
})

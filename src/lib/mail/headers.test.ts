import { describe, expect, it } from 'vitest'
import { addressed, parseMailbox } from './headers'

describe('the headers every mail leaves with (decision 0130)', () => {
  it('reads MAIL_FROM written with or without a name', () => {
    expect(parseMailbox('New Egypt Foundation <hello@newegypt.org>')).toEqual({
      name: 'New Egypt Foundation',
      address: 'hello@newegypt.org',
    })
    expect(parseMailbox('hello@newegypt.org', 'NEF')).toEqual({
      name: 'NEF',
      address: 'hello@newegypt.org',
    })
  })

  it('sends From us and bounces to us, whatever From the caller put, keeping its Reply-To', () => {
    const sender = { name: 'New Egypt Foundation', address: 'hello@newegypt.org' }
    const now = new Date('2026-12-07T10:00:00Z')
    const mail = addressed(
      { to: 'staff@newegypt.org', from: 'visitor@example.org', replyTo: 'visitor@example.org' },
      sender,
      'bounces@newegypt.org',
      now,
    )
    expect(mail).toMatchObject({
      from: sender,
      replyTo: 'visitor@example.org',
      envelope: { from: 'bounces@newegypt.org', to: 'staff@newegypt.org' },
      date: now,
    })
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@newegypt\.org>$/)
  })
})

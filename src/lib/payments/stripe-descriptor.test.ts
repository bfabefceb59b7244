import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from '../env'
import { fullDescriptor, statementDescriptorProblems } from './stripe-descriptor'

describe('the statement descriptor setting (Stripe rules)', () => {
  it('takes a prefix and suffix that fit 22 characters with "* " between', () => {
    expect(statementDescriptorProblems('NEWEGYPT', 'DONATION')).toEqual([])
    expect(fullDescriptor('NEWEGYPT', 'DONATION')).toBe('NEWEGYPT* DONATION')
    // 8 + 2 + 12 = 22: the longest allowed.
    expect(statementDescriptorProblems('NEWEGYPT', 'GIFT 2026 AB')).toEqual([])
    // Neither set: the account's own descriptor.
    expect(statementDescriptorProblems(undefined, undefined)).toEqual([])
  })

  it('refuses a combined descriptor over 22 characters, naming the room left', () => {
    expect(statementDescriptorProblems('NEWEGYPT', 'GIFT 2026 ABC')).toEqual([
      'STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: "NEWEGYPT* GIFT 2026 ABC" is 23 characters; the prefix, "* " and the suffix may be 22 at most (the suffix 12 here)',
    ])
  })

  it("refuses Stripe's forbidden and non-Latin characters, and a suffix without a letter", () => {
    expect(statementDescriptorProblems('NEF', 'GIFT*1')).toEqual([
      'STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: must not contain < > \\ \' " or *',
    ])
    expect(statementDescriptorProblems('NEF', 'تبرع')).toEqual([
      'STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: must use Latin letters, digits and spaces only',
      'STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: must contain at least one letter',
    ])
    expect(statementDescriptorProblems('NEF', '2026')).toEqual([
      'STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: must contain at least one letter',
    ])
    expect(statementDescriptorProblems('N', 'GIFT')).toEqual([
      'STRIPE_STATEMENT_DESCRIPTOR_PREFIX: must be 2 to 10 characters',
    ])
  })

  it('needs the prefix to check a suffix, and stops the start with the problem', () => {
    expect(statementDescriptorProblems(undefined, 'GIFT')[0]).toMatch(
      /^STRIPE_STATEMENT_DESCRIPTOR_PREFIX: set it to the shortened descriptor/,
    )
    let problems: string[] = []
    try {
      loadEnv({
        STRIPE_STATEMENT_DESCRIPTOR_PREFIX: 'NEWEGYPT',
        STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: "O'HARA GIFT",
      })
    } catch (error) {
      problems = (error as EnvError).problems
    }
    expect(problems).toEqual([
      'STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: must not contain < > \\ \' " or *',
    ])
    expect(
      loadEnv({
        STRIPE_STATEMENT_DESCRIPTOR_PREFIX: 'NEWEGYPT',
        STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: ' DONATION ',
      }).STRIPE_STATEMENT_DESCRIPTOR_SUFFIX,
    ).toBe('DONATION')
  })
})

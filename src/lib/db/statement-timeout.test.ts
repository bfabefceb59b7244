import { describe, expect, it } from 'vitest'
import {
  SERVER_STATEMENT_TIMEOUT_MS,
  serverStatementTimeoutEnv,
  statementTimeoutOf,
} from './statement-timeout'

describe('statement timeout of the app pool', () => {
  it('is set from DATABASE_STATEMENT_TIMEOUT_MS, and absent without it (scripts, migrations)', () => {
    expect(statementTimeoutOf({ DATABASE_STATEMENT_TIMEOUT_MS: '15000' })).toEqual({
      statement_timeout: 15_000,
    })
    expect(statementTimeoutOf({})).toEqual({})
    for (const bad of ['', ' ', '0', '-5', 'abc', '1.5']) {
      expect(statementTimeoutOf({ DATABASE_STATEMENT_TIMEOUT_MS: bad }), bad).toEqual({})
    }
  })

  it('is given to the serving process by the launcher unless the operator set one', () => {
    expect(serverStatementTimeoutEnv({})).toEqual({
      DATABASE_STATEMENT_TIMEOUT_MS: String(SERVER_STATEMENT_TIMEOUT_MS),
    })
    expect(serverStatementTimeoutEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '5000' })).toEqual({})
  })
})

import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, logLevel, redactText, routeConsoleTo, safeError } from './logger.mjs'

// What drizzle throws for a failed insert (drizzle-orm's DrizzleQueryError), with pg's error as cause.
function failedQuery(values: unknown[]) {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
    detail: `Key (email)=(${String(values[1])}) already exists.`,
    where: `unnamed portal parameter $1 = '${String(values[0])}'`,
    parameters: values,
  })
  const sql = 'insert into "donations" ("token", "email") values ($1, $2)'
  const err = new Error(`Failed query: ${sql}\nparams: ${values.join(',')}`, { cause })
  return Object.assign(err, { query: sql, params: values })
}

const SECRETS = ['tok_live_9f8e7d6c5b4a', 'donor.secret@example.org']

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, logger: createLogger('test', stream, 'debug') }
}

describe('the log', () => {
  it('writes JSON lines with level, time, name and message', () => {
    const { lines, logger } = capture()
    logger.info({ reqId: 'abc' }, 'hello')
    const line = JSON.parse(lines[0]!) as Record<string, unknown>
    expect(line).toMatchObject({ level: 30, name: 'test', reqId: 'abc', msg: 'hello' })
    expect(typeof line.time).toBe('string')
  })

  it('keeps a failed query and its error code but none of its values, however it is logged', () => {
    const { lines, logger } = capture()
    const err = failedQuery(SECRETS)
    expect(err.message).toContain(SECRETS[0]) // what reached the log before the fix
    logger.error({ err }, 'insert failed')
    logger.error(err) // pino takes the message from the error itself
    logger.error({ error: err.cause, params: SECRETS })
    const fakeConsole = {} as Console
    routeConsoleTo(logger, fakeConsole)
    fakeConsole.error('[api] failed:', err)
    fakeConsole.error(`wrapped: ${String(err)}`)
    expect(lines).toHaveLength(5)
    const all = lines.join('')
    for (const secret of SECRETS) expect(all).not.toContain(secret)
    expect(all).toContain('Failed query: insert into \\"donations\\"')
    expect(all).toContain('22021')
    expect(all).toContain('params: [redacted]')
  })

  it('leaves other errors whole', () => {
    const safe = safeError(Object.assign(new Error('boom'), { code: 'E1' })) as Record<
      string,
      unknown
    >
    expect(safe).toMatchObject({ type: 'Error', message: 'boom', code: 'E1' })
    expect(String(safe.stack)).toContain('boom')
    expect(redactText('no values here')).toBe('no values here')
  })

  it('reads LOG_LEVEL, falling back to info', () => {
    expect(logLevel('debug')).toBe('debug')
    expect(logLevel('loud')).toBe('info')
    expect(logLevel(undefined)).toBe('info')
  })

  // Issue 64: Payload picks an error's log level by its class name (`loggingLevels`), and the
  // production build's minified class names matched none: 482 stack traces of 403s, wrong
  // passwords and our own 400s in 5 minutes of fuzz. A refusal (a 4xx status) is one info line.
  it('logs a refusal (4xx) at info with its message, whatever its class is called', () => {
    const { lines, logger } = capture()
    // What Payload's logError does with an error whose class name is not in loggingLevels.
    const minified = (status?: number) =>
      Object.assign(new Error('You are not allowed to perform this action.'), {
        name: 't',
        ...(status ? { status } : {}),
      })
    for (const status of [400, 401, 403, 404, 429]) logger.error({ err: minified(status) })
    const refusals = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(refusals.map((l) => l.level)).toEqual([30, 30, 30, 30, 30])
    expect(refusals[0]).toMatchObject({ msg: 'You are not allowed to perform this action.' })
    expect(JSON.stringify(refusals)).not.toContain('stack')

    lines.length = 0
    logger.error({ err: minified(500) })
    logger.error({ err: minified() })
    logger.error('plain message')
    expect(lines.map((l) => (JSON.parse(l) as { level: number }).level)).toEqual([50, 50, 50])
    expect(lines[0]).toContain('stack')
  })
})

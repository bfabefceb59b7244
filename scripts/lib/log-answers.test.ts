import { describe, expect, it } from 'vitest'
import { answersOf } from './log-answers'

const line = (status: number, path = '/') =>
  JSON.stringify({ level: 30, name: 'server', reqId: 'r1', method: 'GET', path, status, ms: 3 })

describe('answersOf', () => {
  it('counts every request line and lists the 5xx ones with their place', () => {
    const log = [
      'Starting the embedded PostgreSQL…',
      line(200),
      JSON.stringify({ level: 50, msg: 'Failed query', status: 500 }),
      line(404, '/news/x'),
      line(503, '/api/health/ready'),
      line(500, '/api/content/cities'),
    ].join('\n')
    expect(answersOf(log)).toEqual({
      answers: 4,
      serverErrors: [
        { line: 5, method: 'GET', path: '/api/health/ready', status: 503 },
        { line: 6, method: 'GET', path: '/api/content/cities', status: 500 },
      ],
    })
  })

  it('reads a log with no server error as such, and skips lines that are not JSON', () => {
    expect(answersOf(`${line(200)}\n{"reqId": broken\n${line(422)}`)).toEqual({
      answers: 2,
      serverErrors: [],
    })
  })
})

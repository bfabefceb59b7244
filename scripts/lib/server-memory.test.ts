import { describe, expect, it } from 'vitest'
import { SERVER_OLD_SPACE_MB, serverMemoryEnv, serverNodeFlags } from './server-memory'

describe('serverNodeFlags', () => {
  it("bounds V8's old generation of the serving process", () => {
    expect(serverNodeFlags()).toEqual([`--max-old-space-size=${SERVER_OLD_SPACE_MB}`])
    expect(serverNodeFlags('--require ./trace.cjs')).toEqual([
      `--max-old-space-size=${SERVER_OLD_SPACE_MB}`,
    ])
  })

  it("leaves the flag out when the operator's NODE_OPTIONS sets the size", () => {
    expect(serverNodeFlags('--max-old-space-size=768')).toEqual([])
    expect(serverNodeFlags('--inspect --max-old-space-size=200 --trace-gc')).toEqual([])
  })
})

describe('serverMemoryEnv', () => {
  it('limits glibc to two malloc arenas, unless the operator chose a number', () => {
    expect(serverMemoryEnv({})).toEqual({ MALLOC_ARENA_MAX: '2' })
    expect(serverMemoryEnv({ MALLOC_ARENA_MAX: ' ' })).toEqual({
      MALLOC_ARENA_MAX: '2',
    })
    expect(serverMemoryEnv({ MALLOC_ARENA_MAX: '4' })).toEqual({})
  })
})

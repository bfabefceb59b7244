import { describe, expect, it } from 'vitest'
import {
  availableMemoryMb,
  SERVER_OLD_SPACE_MB,
  serverMemoryEnv,
  serverNodeFlags,
  serverOldSpaceMb,
} from './server-memory'

describe('serverNodeFlags', () => {
  it("bounds V8's old generation of the serving process", () => {
    expect(serverNodeFlags()).toEqual([`--max-old-space-size=${SERVER_OLD_SPACE_MB}`])
    expect(serverNodeFlags('--require ./trace.cjs')).toEqual([
      `--max-old-space-size=${SERVER_OLD_SPACE_MB}`,
    ])
  })

  it('never gives the heap more than half of what the host has', () => {
    expect(serverNodeFlags('', 24_000)).toEqual([`--max-old-space-size=${SERVER_OLD_SPACE_MB}`])
    expect(serverNodeFlags('', 512)).toEqual(['--max-old-space-size=256'])
    expect(serverOldSpaceMb(100)).toBe(64)
    expect(availableMemoryMb()).toBeGreaterThan(0)
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

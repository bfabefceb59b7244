import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BUILT_WITHOUT_DATABASE, builtWithoutDatabase } from './build-without-database'

let dir = ''
const saved = process.env.NEXT_DIST_DIR
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'charity-build-'))
  process.env.NEXT_DIST_DIR = dir
})
afterEach(() => {
  process.env.NEXT_DIST_DIR = saved
  rmSync(dir, { recursive: true, force: true })
})

describe('builtWithoutDatabase', () => {
  it("answers Payload's failure to connect with an empty client and marks the build", async () => {
    const payload = builtWithoutDatabase(
      new Error('Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:9'),
    )
    expect(existsSync(path.join(dir, BUILT_WITHOUT_DATABASE))).toBe(true)
    expect((await payload.find({ collection: 'articles' })).docs).toEqual([])
    expect((await payload.count({ collection: 'articles' })).totalDocs).toBe(0)
    expect(await payload.findGlobal({ slug: 'about' as never })).toEqual({})
    expect(() => payload.create).toThrow('The build without a database cannot use payload.create.')
  })

  it('lets any other error fail the build, unmarked', () => {
    const wrong = new Error('relation "articles" does not exist')
    expect(() => builtWithoutDatabase(wrong)).toThrow(wrong)
    expect(existsSync(path.join(dir, BUILT_WITHOUT_DATABASE))).toBe(false)
  })
})

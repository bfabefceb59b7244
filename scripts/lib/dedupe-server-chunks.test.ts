import { lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { chunkCode, dedupeServerChunks } from './dedupe-server-chunks'

const require = createRequire(import.meta.url)

/** A chunk as Turbopack writes it: the module factories, then the comment naming its own map. */
const chunk = (name: string, body: string) =>
  `module.exports=[1,(e)=>{${body}},{made:Symbol("${body}")}];\n\n//# sourceMappingURL=${name}.map\n`

let dist: string
let chunks: string

function write(rel: string, body: string) {
  const file = path.join(chunks, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, chunk(path.basename(rel), body))
  return file
}

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'dedupe-chunks-'))
  chunks = path.join(dist, 'server', 'chunks')
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('dedupeServerChunks', () => {
  it('makes every name of a duplicated chunk load one module, as the runtime requires it', () => {
    const a = write('_0aaa._.js', 'payload()')
    const b = write('_1bbb._.js', 'payload()')
    const c = write('_2ccc._.js', 'payload()')
    const before = mkdtempSync(path.join(tmpdir(), 'dedupe-before-'))
    try {
      // Without the step each name is a module of its own: the source is loaded three times.
      for (const name of ['x.js', 'y.js'])
        writeFileSync(path.join(before, name), chunk(name, 'p()'))
      expect(require(path.join(before, 'x.js'))).not.toBe(require(path.join(before, 'y.js')))
    } finally {
      rmSync(before, { recursive: true, force: true })
    }

    const result = dedupeServerChunks(dist)

    expect(result.linked).toBe(2)
    expect(result.bytes).toBe(lstatSync(a).size * 2)
    expect(lstatSync(a).isFile()).toBe(true)
    // Relative links in the same folder: the chunk's __dirname does not change.
    expect(readlinkSync(b)).toBe('_0aaa._.js')
    expect(readlinkSync(c)).toBe('_0aaa._.js')
    const loaded = require(a)
    expect(require(b)).toBe(loaded)
    expect(require(c)).toBe(loaded)
  })

  it('leaves chunks whose code differs, and copies in another folder (another runtime)', () => {
    const top = write('_0aaa._.js', 'payload()')
    const other = write('_1bbb._.js', 'payloadWithOneMoreField()')
    const ssr = write('ssr/_0ccc._.js', 'payload()')
    const ssrCopy = write('ssr/_1ddd._.js', 'payload()')

    expect(dedupeServerChunks(dist).linked).toBe(1)

    expect(lstatSync(top).isFile()).toBe(true)
    expect(lstatSync(other).isFile()).toBe(true)
    expect(lstatSync(ssr).isFile()).toBe(true)
    expect(readlinkSync(ssrCopy)).toBe('_0ccc._.js')
    expect(require(other)).not.toBe(require(top))
    expect(require(ssr)).not.toBe(require(top))
  })

  it('changes nothing when run again, and the links still load', () => {
    write('_0aaa._.js', 'payload()')
    const copy = write('_1bbb._.js', 'payload()')
    dedupeServerChunks(dist)

    expect(dedupeServerChunks(dist)).toEqual({ linked: 0, bytes: 0 })
    expect(readlinkSync(copy)).toBe('_0aaa._.js')
    expect(require(copy)[0]).toBe(1)
  })

  it('ignores source maps and other files, and a build without server chunks', () => {
    mkdirSync(chunks, { recursive: true })
    writeFileSync(path.join(chunks, 'a.js.map'), '{}')
    writeFileSync(path.join(chunks, 'b.js.map'), '{}')
    expect(dedupeServerChunks(dist).linked).toBe(0)
    expect(lstatSync(path.join(chunks, 'b.js.map')).isFile()).toBe(true)
    expect(dedupeServerChunks(path.join(dist, 'missing'))).toEqual({ linked: 0, bytes: 0 })
  })
})

describe('chunkCode', () => {
  it('drops only the closing source-map comment', () => {
    expect(chunkCode('a();\n\n//# sourceMappingURL=x.js.map\n')).toBe('a();\n')
    expect(chunkCode('a();\n//# sourceMappingURL=x.js.map')).toBe('a();')
    // A comment that is not the last line is code the copies must share.
    expect(chunkCode('//# sourceMappingURL=x.js.map\na();\n')).toBe(
      '//# sourceMappingURL=x.js.map\na();\n',
    )
  })
})

import { inflateSync } from 'node:zlib'

/**
 * A WOFF 1.0 font unpacked into the plain TrueType/OpenType file it wraps (W3C WOFF 1.0,
 * "Decoding"): the same tables, uncompressed. fontkit reads a WOFF table by inflating it again,
 * in JavaScript, on every access, and a receipt's layout reads `glyf` for every glyph it
 * measures: that was over half of a receipt's CPU (docs/benchmarks.md, "Donation under load").
 * Unpacked once per process with zlib, the tables are read in place.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })
  if (tables.some((t) => t.data.length === 0)) throw new Error('a WOFF table is empty')

  // The offset table, with the binary-search fields the OpenType specification defines.
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const padded = (n: number) => (n + 3) & ~3
  const headerSize = 12 + numTables * 16
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), headerSize)
  const out = Buffer.alloc(size)
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(numTables, 4)
  out.writeUInt16BE(searchRange, 6)
  out.writeUInt16BE(entrySelector, 8)
  out.writeUInt16BE(numTables * 16 - searchRange, 10)
  let offset = headerSize
  tables.forEach((t, i) => {
    const record = 12 + i * 16
    out.writeUInt32BE(t.tag, record)
    out.writeUInt32BE(t.checksum, record + 4)
    out.writeUInt32BE(offset, record + 8)
    out.writeUInt32BE(t.data.length, record + 12)
    t.data.copy(out, offset)
    offset += padded(t.data.length)
  })
  return out
}

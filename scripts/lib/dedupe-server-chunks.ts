/**
 * One copy of each server chunk that the production build writes several times (decision 0066).
 *
 * Turbopack (Next 16.4) writes the same server chunk under several names, one per route group
 * that needs it: the Payload bundle (collections, Drizzle, Lexical; 2.7 MB) eight times in
 * `server/chunks/` and three times in `server/chunks/ssr/`, byte for byte the same but for the
 * closing `//# sourceMappingURL=<own name>.map` comment. Its Node runtime loads a chunk with
 * `require(path)`, so each name is a module of its own and V8 keeps each copy's source text
 * (5 MB as a string) for the life of the process, although the runtime installs the module
 * factories of the first copy only (it skips ids it already has) and never runs the others.
 *
 * Here each later copy becomes a symbolic link to the first one in the same folder. Node resolves
 * a required file to its real path before its module cache, so every name then loads the one
 * module: the same factories the runtime was already using, so no module state changes. Links stay
 * in the same folder, so a chunk's `__dirname` is what it was. `next build` empties the build
 * folder first, so a rebuild never writes through a link.
 */
import { createHash } from 'node:crypto'
import { existsSync, lstatSync, readdirSync, readFileSync, renameSync, symlinkSync } from 'node:fs'
import path from 'node:path'

export interface DedupeResult {
  /** Chunk files replaced by a link to an identical one. */
  linked: number
  /** Their size on disk: what the server no longer loads twice. */
  bytes: number
}

/** The chunk's code without the comment that names its own source map (the copies' only difference). */
export function chunkCode(text: string): string {
  return text.replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, '')
}

/** Links the duplicate JavaScript chunks under `<distDir>/server/chunks` to one copy per folder. */
export function dedupeServerChunks(distDir: string): DedupeResult {
  const result: DedupeResult = { linked: 0, bytes: 0 }
  const chunks = path.join(distDir, 'server', 'chunks')
  if (existsSync(chunks)) dedupeFolder(chunks, result)
  return result
}

function dedupeFolder(dir: string, result: DedupeResult) {
  const firstWithCode = new Map<string, string>()
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name)
    const stat = lstatSync(file)
    if (stat.isDirectory()) {
      dedupeFolder(file, result)
      continue
    }
    // Links made by an earlier run are left as they are: running again changes nothing.
    if (!stat.isFile() || !name.endsWith('.js')) continue
    const digest = createHash('sha256')
      .update(chunkCode(readFileSync(file, 'utf8')))
      .digest('hex')
    const first = firstWithCode.get(digest)
    if (first === undefined) {
      firstWithCode.set(digest, name)
      continue
    }
    // Made beside it, then renamed over it: a server reading the folder never sees it missing.
    const link = `${file}.link-${process.pid}`
    symlinkSync(first, link)
    renameSync(link, file)
    result.linked += 1
    result.bytes += stat.size
  }
}

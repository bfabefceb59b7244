import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { root } from './process'

/**
 * A fingerprint of everything a production build depends on, including the
 * database it was prerendered against, so `npm start` rebuilds only when needed.
 */
const INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json']

/**
 * The database's place (host, port, name, user) without its secrets: a password does not change
 * what is built, and the embedded cluster's is new after a restore into an empty data folder,
 * which made the first start after every restore rebuild the site.
 */
export function withoutSecrets(source: string): string {
  return source.replace(/[a-z][a-z0-9+.-]*:\/\/[^\s|]+/gi, (text) => {
    try {
      const url = new URL(text)
      url.password = ''
      for (const key of ['password', 'sslpassword', 'sslkey']) url.searchParams.delete(key)
      return url.toString()
    } catch {
      return text.replace(/\/\/([^:/@]*):[^@]*@/, '//$1@')
    }
  })
}

export function buildFingerprint(database: string): string {
  const hash = createHash('sha256').update(withoutSecrets(database))
  const walk = (rel: string) => {
    const abs = path.join(root, rel)
    if (!existsSync(abs)) return
    const stat = statSync(abs)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(abs).sort()) walk(path.join(rel, entry))
    } else {
      hash.update(rel).update(readFileSync(abs))
    }
  }
  INPUTS.forEach(walk)
  return hash.digest('hex')
}

export function fingerprintFile(distDir: string) {
  return path.join(root, distDir, 'source-fingerprint')
}

export function isBuildCurrent(distDir: string, fingerprint: string): boolean {
  const file = fingerprintFile(distDir)
  return (
    existsSync(path.join(root, distDir, 'BUILD_ID')) &&
    existsSync(file) &&
    readFileSync(file, 'utf8') === fingerprint
  )
}

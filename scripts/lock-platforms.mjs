/**
 * The npm registry these machines reach lacks some other platforms' optional
 * binaries (Next's SWC for macOS/Windows, unrs-resolver's bindings), so
 * `npm install` leaves them out of package-lock.json and `npm ci` then refuses
 * the lock. This records each missing one with its platform constraints, so
 * `npm ci` knows it and skips it on Linux without fetching it.
 * Run after any change of dependencies:  node scripts/lock-platforms.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs'

const PLATFORM =
  /(darwin|win32|linux|android|freebsd|openharmony)-(arm64|x64|ia32|arm|loong64|ppc64|riscv64|s390x)(?:-(gnu|musl|gnueabihf|musleabihf|eabi|msvc))?$/

/** Adds the missing platform-only entries to `lock`; returns how many. */
export function recordPlatformPackages(lock) {
  let added = 0
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const match = PLATFORM.exec(name)
      if (
        !match ||
        lock.packages[`node_modules/${name}`] ||
        lock.packages[`${key}/node_modules/${name}`]
      )
        continue
      const [, os, cpu, abi] = match
      const libc =
        os === 'linux' && abi ? (abi.startsWith('musl') ? ['musl'] : ['glibc']) : undefined
      lock.packages[`node_modules/${name}`] = {
        version: range.replace(/^[\^~]/, ''),
        cpu: [cpu],
        ...(libc ? { libc } : {}),
        optional: true,
        os: [os],
      }
      added++
    }
  }
  return added
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lockPath = new URL('../package-lock.json', import.meta.url)
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
  const added = recordPlatformPackages(lock)
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`package-lock.json: ${added} platform-only optional packages recorded.`)
}

import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { E2E } from '../../tests/helpers/e2e-env'
import { bin, root } from './process'

/**
 * The e2e server's start up to its build (`scripts/start.ts --prepare-only`: its database
 * migrated and seeded, the production build made), in the background, its output in
 * E2E.prepareLog: `npm test` runs it beside the integration tests, which leave a share of the 2
 * cores idle (they wait on PostgreSQL, child processes and timeouts); the ~2.5 minutes of seed and
 * build ran after them, alone (decision 0116). Playwright's server then finds the build current
 * and starts at once. `done` resolves with the preparation's failure, if any (the log's last 40
 * lines in its message); `stop` ends it (it stops its build and database on SIGTERM).
 */
export function prepareE2eServer(): { done: Promise<Error | null>; stop: () => void } {
  if (E2E.dev) return { done: Promise.resolve(null), stop: () => undefined }
  mkdirSync(path.dirname(E2E.prepareLog), { recursive: true })
  const out = createWriteStream(E2E.prepareLog)
  const child = spawn(bin('tsx'), ['scripts/start.ts', '--prepare-only'], {
    cwd: root,
    env: { ...process.env, ...E2E.serverEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(out, { end: false })
  child.stderr.pipe(out, { end: false })
  const closed = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)))
  const done = closed.then(async (code) => {
    await new Promise((resolve) => out.end(resolve))
    if (code === 0) return null
    const tail = readFileSync(E2E.prepareLog, 'utf8').split('\n').slice(-40).join('\n')
    return new Error(`Preparing the e2e server failed (exit ${code}), ${E2E.prepareLog}:\n${tail}`)
  })
  return { done, stop: () => void (child.exitCode === null && child.kill('SIGTERM')) }
}

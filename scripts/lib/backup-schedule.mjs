/**
 * The production server's backup timer (decision 0083). With BACKUP_RECIPIENTS set and
 * BACKUP_EVERY_HOURS not 0, every BACKUP_CHECK_MS (10 minutes) the server runs
 * `scripts/backup.ts --scheduled` in a child process, one at a time: the script takes a backup
 * only when the newest archive is BACKUP_EVERY_HOURS old, under a database lock, so with
 * several instances one of them takes it; then it keeps the newest BACKUP_KEEP archives.
 * A child process, not the server itself: the dump is held in memory table by table and must
 * not weigh on the server's bound (decision 0062). Plain JavaScript, like scripts/serve.mjs.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** The check's period in ms, or 0 when no backup is scheduled by this environment. */
export function backupCheckMs(env) {
  if (!env.BACKUP_RECIPIENTS?.trim()) return 0
  if (Number(env.BACKUP_EVERY_HOURS?.trim() || 24) === 0) return 0
  const ms = Number(env.BACKUP_CHECK_MS?.trim() || 600_000)
  return Number.isFinite(ms) && ms >= 1000 ? ms : 600_000
}

/** Starts the timer; answers a function that stops it (and a backup under way). */
export function startBackupSchedule(env, log) {
  const every = backupCheckMs(env)
  if (every === 0) return () => undefined
  let child = null
  const check = () => {
    if (child) return // the last one is still writing
    child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'scripts/backup.ts'), '--scheduled'],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.on('error', (error) => log.error(`Scheduled backup could not start: ${error.message}`))
    child.on('exit', (code) => {
      child = null
      const said = out.trim()
      if (code === 0) {
        if (said) log.info({ backup: 'scheduled' }, said)
      } else log.error({ backup: 'scheduled', code }, `Scheduled backup failed: ${said}`)
    })
  }
  const first = setTimeout(check, Math.min(every, 60_000))
  const timer = setInterval(check, every)
  first.unref()
  timer.unref()
  const stop = () => {
    clearTimeout(first)
    clearInterval(timer)
    child?.kill('SIGTERM')
  }
  // A backup under way does not outlive the server (no orphan, issue 43).
  process.once('exit', stop)
  return stop
}

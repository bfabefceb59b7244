/**
 * The production server's backup timer (decision 0083). With BACKUP_RECIPIENTS set and
 * BACKUP_EVERY_HOURS not 0, the server runs `scripts/backup.ts --scheduled` in a child process,
 * one at a time: the script takes a backup only when the newest archive is BACKUP_EVERY_HOURS
 * old, under a database lock, so with several instances one of them takes it; then it keeps the
 * newest BACKUP_KEEP archives, and says when the next one is due. The timer sleeps until then
 * (at most MAX_SLEEP_MS, at least BACKUP_CHECK_MS, 10 minutes): a few starts of the script a
 * day, not one every 10 minutes.
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

/** The longest sleep: archives removed by hand, or another instance's, are seen within it. */
export const MAX_SLEEP_MS = 6 * 3_600_000
const DUE_LINE = /^Next backup due at (\S+)\.$/m

/**
 * How long the timer sleeps after a check that printed `output`: until the next backup is due,
 * within [every, MAX_SLEEP_MS]; `every` when the script did not say (it failed, or no archive).
 */
export function nextCheckInMs(output, every, now = Date.now()) {
  const due = Date.parse(DUE_LINE.exec(output)?.[1] ?? '')
  if (!Number.isFinite(due)) return every
  return Math.min(Math.max(due - now, every), Math.max(every, MAX_SLEEP_MS))
}

/** Starts the timer; answers a function that stops it (and a backup under way). */
export function startBackupSchedule(env, log) {
  const every = backupCheckMs(env)
  if (every === 0) return () => undefined
  let child = null
  let timer = null
  let stopped = false
  const later = (ms) => {
    if (stopped) return
    timer = setTimeout(check, ms)
    timer.unref()
  }
  const check = () => {
    child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'scripts/backup.ts'), '--scheduled'],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    // Either event may come alone (a script that cannot start has no 'close'): the first ends it.
    let ended = false
    const end = (code, said) => {
      if (ended) return
      ended = true
      child = null
      if (code === 0) {
        if (said) log.info({ backup: 'scheduled' }, said)
      } else log.error({ backup: 'scheduled', code }, `Scheduled backup failed: ${said}`)
      later(code === 0 ? nextCheckInMs(out, every) : every)
    }
    child.on('error', (error) => end(null, `it could not start: ${error.message}`))
    child.on('close', (code) => end(code, out.replace(DUE_LINE, '').trim()))
  }
  later(Math.min(every, 60_000))
  const stop = () => {
    stopped = true
    clearTimeout(timer)
    child?.kill('SIGTERM')
  }
  // A backup under way does not outlive the server (no orphan, issue 43).
  process.once('exit', stop)
  return stop
}

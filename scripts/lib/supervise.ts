import type { ChildProcess } from 'node:child_process'
import { constants } from 'node:os'

/**
 * Keeps the web server running under `npm start` (issue 47; decision 0082). A server that dies
 * on its own (a crash, the kernel's OOM killer) is started again after a back-off (1 s, doubling
 * to 30 s), logged each time; more than `maxPerMinute` deaths in a minute means it cannot run
 * here (a port taken, a broken build), and the supervisor gives up with the server's exit code,
 * so that the launcher stops the database and exits, and the system's process manager (or the
 * operator) sees it. `stop(signal)` forwards the signal, waits `graceMs` for the server to
 * drain, then kills its whole process group: nothing is left behind.
 */
export interface SuperviseOptions {
  /** Starts the server, in a process group of its own (`detached: true`). */
  start: () => ChildProcess
  log: (message: string) => void
  maxPerMinute?: number
  graceMs?: number
  backoffMs?: (restart: number) => number
}

export interface Supervisor {
  /** Resolves with the code the launcher should exit with once the server is gone for good. */
  done: Promise<number>
  stop: (signal: NodeJS.Signals) => Promise<number>
  /** The server process now (tests). */
  current: () => ChildProcess
}

const defaultBackoff = (restart: number) => Math.min(1000 * 2 ** (restart - 1), 30_000)

/** A shell's exit code for a process that ended with `code` or by `signal` (128 + its number). */
const exitCodeOf = (code: number | null, signal: NodeJS.Signals | null) =>
  code ?? (signal ? 128 + (constants.signals[signal] ?? 15) : 1)

/** Sends `signal` to the child's process group (itself and whatever it started). */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      // Already gone.
    }
  }
}

export function supervise(options: SuperviseOptions): Supervisor {
  const { start, log, maxPerMinute = 5, graceMs = 7_000, backoffMs = defaultBackoff } = options
  let child = start()
  let stopping = false
  let restartTimer: NodeJS.Timeout | undefined
  const deaths: number[] = []
  let finish: (code: number) => void = () => undefined
  const done = new Promise<number>((resolve) => (finish = resolve))

  const watch = (proc: ChildProcess) =>
    proc.once('exit', (code, signal) => {
      const exitCode = exitCodeOf(code, signal)
      if (stopping) return finish(exitCode)
      const now = Date.now()
      deaths.push(now)
      while (deaths[0]! < now - 60_000) deaths.shift()
      if (deaths.length > maxPerMinute) {
        log(
          `The web server died ${deaths.length} times within a minute (last: ${signal ?? `exit ${code}`}); giving up.`,
        )
        killGroup(proc, 'SIGKILL')
        return finish(exitCode || 1)
      }
      const wait = backoffMs(deaths.length)
      log(
        `The web server died (${signal ?? `exit ${code}`}); restarting it in ${wait / 1000} s (${deaths.length} in the last minute).`,
      )
      restartTimer = setTimeout(() => {
        restartTimer = undefined
        killGroup(proc, 'SIGKILL') // anything the dead server had started
        child = start()
        watch(child)
      }, wait)
    })
  watch(child)

  async function stop(signal: NodeJS.Signals): Promise<number> {
    if (!stopping) {
      stopping = true
      if (restartTimer) {
        clearTimeout(restartTimer)
        finish(signal === 'SIGINT' ? 130 : 143)
      } else if (child.exitCode !== null || child.signalCode !== null) {
        finish(exitCodeOf(child.exitCode, child.signalCode))
      } else {
        killGroup(child, signal)
        const kill = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs)
        void done.then(() => {
          clearTimeout(kill)
          killGroup(child, 'SIGKILL') // a worker the server started and left behind
        })
      }
    }
    return done
  }

  return { done, stop, current: () => child }
}

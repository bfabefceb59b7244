import type { EmbeddedDatabase } from '../../src/lib/db/embedded-postgres'

/**
 * Keeps the embedded PostgreSQL running under `npm start` (issue 65, decision 0132), as
 * scripts/lib/supervise.ts keeps the web server: a database that dies on its own (the kernel's
 * OOM killer, a `kill -9`) is started again on its folder after a back-off (1 s, doubling to
 * 30 s), logged each time. A start that fails (the old server's last processes still hold its
 * shared memory for a moment) counts as a death and is tried again later. More than
 * `maxPerMinute` deaths in a minute means it cannot run here: `done` resolves with 1, and the
 * launcher stops the web server and exits, so that the process manager sees it.
 */
export interface DatabaseSupervisor {
  /** Resolves with the launcher's exit code once the supervisor has given up. */
  done: Promise<number>
  /** Stops watching (the launcher is stopping the database itself). */
  stop(): void
}

interface DatabaseSuperviseOptions {
  log: (message: string) => void
  maxPerMinute?: number
  backoffMs?: (restart: number) => number
}

const defaultBackoff = (restart: number) => Math.min(1000 * 2 ** (restart - 1), 30_000)

export function superviseDatabase(
  db: Pick<EmbeddedDatabase, 'process' | 'restart'>,
  options: DatabaseSuperviseOptions,
): DatabaseSupervisor {
  const { log, maxPerMinute = 5, backoffMs = defaultBackoff } = options
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const deaths: number[] = []
  let finish: (code: number) => void = () => undefined
  const done = new Promise<number>((resolve) => (finish = resolve))

  /** Counts a death; false when there were too many this minute. */
  function countDeath(): boolean {
    const now = Date.now()
    deaths.push(now)
    while (deaths[0]! < now - 60_000) deaths.shift()
    return deaths.length <= maxPerMinute
  }

  function died(why: string) {
    if (stopped) return
    if (!countDeath()) {
      log(
        `The embedded PostgreSQL died ${deaths.length} times within a minute (${why}); giving up.`,
      )
      stopped = true
      return finish(1)
    }
    const wait = backoffMs(deaths.length)
    log(
      `The embedded PostgreSQL died (${why}); restarting it in ${wait / 1000} s (${deaths.length} in the last minute).`,
    )
    timer = setTimeout(() => void restart(), wait)
  }

  async function restart() {
    timer = undefined
    if (stopped) return
    try {
      await db.restart()
    } catch (error) {
      return died(error instanceof Error ? error.message : String(error))
    }
    if (stopped) return
    log('The embedded PostgreSQL is running again.')
    watch()
  }

  function watch() {
    const server = db.process()
    if (!server) return died('not running')
    server.once('exit', (code, signal) => died(signal ?? `exit ${code}`))
  }

  watch()
  return {
    done,
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}

import { spawn, type ChildProcess } from 'node:child_process'

/**
 * An instance of the web server as far as jobs go (tests/helpers/child/jobs-instance.ts), started
 * on `databaseUrl` with a tick every second and no request ever sent to it. `stop()` kills it.
 */
export function startJobsInstance(databaseUrl: string, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './tests/helpers/child/register.mjs',
      'tests/helpers/child/jobs-instance.ts',
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NEXT_RUNTIME: 'nodejs',
        JOBS_AUTORUN: 'true',
        JOBS_CRON: '* * * * * *', // every second: a test need not wait a minute
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()))
  return {
    child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      }),
  }
}

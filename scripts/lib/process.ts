import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

/** The commands `run()` has running now, so that a launcher told to stop can stop them too. */
const running = new Set<ChildProcess>()

/** Sends `signal` to every command `run()` has running (a build, the migrations). */
export function stopRunning(signal: NodeJS.Signals = 'SIGTERM') {
  for (const child of running) child.kill(signal)
}

/** Runs a command to completion; rejects with its exit code. */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env, cwd: root })
    running.add(child)
    child.on('error', reject)
    child.on('exit', () => running.delete(child))
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(cmd)} ${args.join(' ')} failed (${signal ?? code})`)),
    )
  })
}

/** Resolves when `child` exits, with its exit code. */
export function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + 15 : 1)))
  })
}

/**
 * Runs Payload's CLI. npm's own script variables are left out of its
 * environment: with them, some of its commands wait for input they never get.
 */
export function payloadCli(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([key]) => !key.startsWith('npm_')),
  ) as NodeJS.ProcessEnv
  return run(bin('payload'), args, clean)
}

import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** Runs one of the project's tsx scripts (backup, restore…); resolves with its exit code and output. */
export function runScript(file: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [file, ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code: code ?? 1, out }))
  })
}

import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type S3TestServer } from '../helpers/s3-server'

/**
 * `npm start` with a missing or wrong S3 setting stops before anything starts (no database,
 * no build), with a message naming the variable. The real launcher, run as a child.
 */
const root = path.resolve(import.meta.dirname, '../..')
let s3: S3TestServer
let dataDir: string

function start(env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
      cwd: root,
      // No DATABASE_URL: a launcher that went past the check would start an embedded server.
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? 1, out })
    })
  })
}

beforeAll(async () => {
  s3 = await startS3Server()
  dataDir = await mkdtemp(path.join(tmpdir(), 'charity-s3-start-'))
})
afterAll(async () => {
  await s3?.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the launcher with S3 settings', () => {
  it.each([
    [{ S3_REGION: '' }, 'S3_REGION: must be set when S3_BUCKET is set'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http:// or https:// URL'],
    [{ S3_BUCKET: 'no-such-bucket' }, 'S3_BUCKET: the bucket "no-such-bucket" does not exist at'],
    [
      { S3_ACCESS_KEY_ID: 'NOT-A-KEY' },
      'S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: http://127.0.0.1:',
    ],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9' }, 'S3_ENDPOINT: cannot reach http://127.0.0.1:9'],
  ])('stops on %o, naming the variable', async (change, message) => {
    const r = await start({ ...s3.env, ...change })
    expect(r.code, r.out).toBe(1)
    expect(r.out).toContain('Invalid environment configuration:')
    expect(r.out).toContain(message)
    expect(r.out).not.toContain('Starting the embedded PostgreSQL')
    expect(await readdir(dataDir)).toEqual([])
  })
})

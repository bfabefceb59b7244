import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { freePort } from './free-port'

/** s3rver's built-in account (it checks every request's signature against it). */
export const S3RVER_KEY = { id: 'S3RVER', secret: 'S3RVER' }

export interface S3TestServer {
  endpoint: string
  port: number
  bucket: string
  /** The app's variables for this server (decision 0031): spread them into an instance's env. */
  env: Record<string, string>
  client: S3Client
  /** Keys in the bucket, sorted (optionally under `prefix`). */
  keys(prefix?: string): Promise<string[]>
  /** Stops the server, keeping its files (start() again on the same port serves them). */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops it and removes its files. */
  close(): Promise<void>
}

/**
 * An S3-compatible server (s3rver, decision 0031) on a free port, its files in a temporary
 * folder, with `bucket` created. Two app instances given the same `env` share the bucket: the
 * topology test starts one and passes `env` to both.
 */
export async function startS3Server(bucket = 'charity-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'charity-s3-'))
  const port = await freePort()
  const endpoint = `http://127.0.0.1:${port}`
  let server: S3rver | null = null
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    })
    await server.run()
  }
  const stop = async () => {
    await server?.close()
    server = null
  }
  await start()
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY.id, secretAccessKey: S3RVER_KEY.secret },
  })
  return {
    endpoint,
    port,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY.id,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY.secret,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async keys(prefix) {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
      return (out.Contents ?? []).map((o) => o.Key!).sort()
    },
    stop,
    start,
    async close() {
      await stop()
      client.destroy()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

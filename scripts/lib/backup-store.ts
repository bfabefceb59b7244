/**
 * Where archives are kept (decision 0083): BACKUP_DIR, or with S3_BUCKET and BACKUP_S3_PREFIX
 * the bucket under that prefix (off the machine). Archives are named by their UTC time, so
 * the newest is the last by name and retention keeps the last BACKUP_KEEP.
 */
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import type { Env } from '../../src/lib/env'
import { s3Client } from '../../src/lib/storage/object-storage'
import { s3SettingsOf, type S3Settings } from '../../src/lib/storage/s3-settings'

const NAME = /^charity-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz\.age$/

/** The archive name of a moment: charity-YYYYMMDD-HHMMSS.tar.gz.age (UTC). */
export const archiveName = (at: Date) =>
  `charity-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar.gz.age`

/** The moment an archive name stands for, or null for another file. */
export function archiveTime(name: string): Date | null {
  const m = NAME.exec(name)
  if (!m) return null
  const [, y, mo, d, h, mi, s] = m
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)
}

export interface ArchiveStore {
  /** Where, for messages: a folder or s3://bucket/prefix. */
  where: string
  /** The archives' names, oldest first (other files are ignored). */
  list(): Promise<string[]>
  /** Keeps the archive `file` under `name`. */
  put(file: string, name: string): Promise<void>
  remove(name: string): Promise<void>
}

function folderStore(dir: string): ArchiveStore {
  return {
    where: dir,
    async list() {
      const names = await readdir(dir).catch(() => [] as string[])
      return names.filter((n) => archiveTime(n)).sort()
    },
    async put(file, name) {
      await mkdir(dir, { recursive: true, mode: 0o700 })
      const partial = path.join(dir, `.${name}.partial`)
      await copyFile(file, partial)
      await rename(partial, path.join(dir, name))
    },
    remove: (name) => rm(path.join(dir, name), { force: true }),
  }
}

function bucketStore(s: S3Settings, prefix: string): ArchiveStore {
  const base = prefix.replace(/\/+$/, '')
  const withS3 = async <T>(fn: (c: S3Client) => Promise<T>) => {
    const client = s3Client(s)
    try {
      return await fn(client)
    } finally {
      client.destroy()
    }
  }
  return {
    where: `s3://${s.bucket}/${base}`,
    list: () =>
      withS3(async (client) => {
        const names: string[] = []
        let token: string | undefined
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: s.bucket,
              Prefix: `${base}/`,
              ContinuationToken: token,
            }),
          )
          for (const o of page.Contents ?? []) names.push(o.Key!.slice(base.length + 1))
          token = page.IsTruncated ? page.NextContinuationToken : undefined
        } while (token)
        return names.filter((n) => archiveTime(n)).sort()
      }),
    put: (file, name) =>
      withS3(async (client) => {
        // Bytes, not a stream (see backup-bucket.ts: some servers store aws-chunked bodies as is).
        await client.send(
          new PutObjectCommand({
            Bucket: s.bucket,
            Key: `${base}/${name}`,
            Body: await readFile(file),
            ContentType: 'application/octet-stream',
            ACL: 'private',
          }),
        )
      }),
    remove: (name) =>
      withS3(async (client) => {
        await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: `${base}/${name}` }))
      }),
  }
}

/** The store the environment names: the bucket with BACKUP_S3_PREFIX and S3_BUCKET, else BACKUP_DIR. */
export function archiveStore(e: Env): ArchiveStore {
  const bucket = s3SettingsOf(e)
  if (bucket && e.BACKUP_S3_PREFIX) return bucketStore(bucket, e.BACKUP_S3_PREFIX)
  return folderStore(path.resolve(e.BACKUP_DIR))
}

/** Deletes all but the newest `keep` archives; answers the names deleted. */
export async function prune(store: ArchiveStore, keep: number): Promise<string[]> {
  const names = await store.list()
  const old = names.slice(0, Math.max(0, names.length - keep))
  for (const name of old) await store.remove(name)
  return old
}

/** True when the newest archive is older than `hours` (or there is none). */
export async function isDue(
  store: ArchiveStore,
  hours: number,
  now = new Date(),
): Promise<boolean> {
  const due = await dueAt(store, hours)
  return !due || now.getTime() >= due.getTime()
}

/**
 * When the next backup is due: `hours` after the newest archive (a minute early, so that a timer
 * checking every few minutes does not slip a whole period); null when there is no archive.
 */
export async function dueAt(store: ArchiveStore, hours: number): Promise<Date | null> {
  const newest = (await store.list()).at(-1)
  const at = newest ? archiveTime(newest) : null
  return at ? new Date(at.getTime() + hours * 3_600_000 - 60_000) : null
}

/**
 * The uploads of a site on S3 (S3_BUCKET, decision 0031) for `npm run backup` and `restore`.
 * An upload folder of DATA_DIR (`media`, `case-files`, `vote-signatures`) is the bucket's
 * prefix of the same name (src/lib/storage/object-storage.ts), so an archive holds the files
 * the same way whichever the site used: `uploads/<folder>/<name>`. A disk site's archive can
 * be restored into a bucket and a bucket site's onto disk.
 */
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { s3Client } from '../../src/lib/storage/object-storage'
import type { S3Settings } from '../../src/lib/storage/s3-settings'

/** The uploads are images; the file route sends back the type stored with the object. */
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
}

async function* keysUnder(client: S3Client, bucket: string, prefix: string) {
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
    )
    for (const o of page.Contents ?? []) if (o.Key) yield o.Key
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
}

async function withClient<T>(s: S3Settings, fn: (c: S3Client) => Promise<T>): Promise<T> {
  const client = s3Client(s)
  try {
    return await fn(client)
  } finally {
    client.destroy()
  }
}

/** Copies every object under `folder/` into `toDir` (files 0600); answers how many. */
export function downloadFolder(s: S3Settings, folder: string, toDir: string): Promise<number> {
  return withClient(s, async (client) => {
    let count = 0
    for await (const key of keysUnder(client, s.bucket, folder)) {
      const file = path.join(toDir, key.slice(folder.length + 1))
      // A key is a name in the bucket, not a path: one that climbs out is not ours to copy.
      if (!file.startsWith(toDir + path.sep)) continue
      const obj = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }))
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, await obj.Body!.transformToByteArray(), { mode: 0o600 })
      await chmod(file, 0o600)
      count++
    }
    return count
  })
}

/** True when the bucket holds anything under `folder/` (a restore never mixes two sites). */
export function folderInUse(s: S3Settings, folder: string): Promise<boolean> {
  return withClient(s, async (client) => {
    for await (const key of keysUnder(client, s.bucket, folder)) return Boolean(key)
    return false
  })
}

/** Puts every file of `fromDir` into the bucket under `folder/`; answers how many. */
export function uploadFolder(s: S3Settings, fromDir: string, folder: string): Promise<number> {
  return withClient(s, async (client) => {
    let count = 0
    for (const entry of await readdir(fromDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const file = path.join(entry.parentPath, entry.name)
      const key = `${folder}/${path.relative(fromDir, file).split(path.sep).join('/')}`
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key,
          // Bytes, not a stream: the SDK sends a stream aws-chunked with a checksum trailer,
          // which some S3-compatible servers (s3rver, older MinIO) store as the file's bytes.
          Body: await readFile(file),
          ContentType:
            CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          ACL: 'private',
        }),
      )
      count++
    }
    return count
  })
}

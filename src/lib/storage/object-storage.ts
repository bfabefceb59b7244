import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { S3Settings } from './s3-settings'

/**
 * Every upload collection and its folder in the bucket (one bucket for all: the folders keep a
 * media `photo.webp` apart from a case photo of the same name). A new upload collection goes
 * here, or its files would stay on one instance's disk.
 */
export const UPLOAD_PREFIXES = {
  media: 'media',
  'case-files': 'case-files',
  'vote-signatures': 'vote-signatures',
  'entity-signatures': 'entity-signatures',
} as const

export type UploadSlug = keyof typeof UPLOAD_PREFIXES

const clientConfig = (s: S3Settings) => ({
  region: s.region,
  endpoint: s.endpoint,
  forcePathStyle: s.forcePathStyle,
  credentials: s.credentials,
  // Checksums only where S3 requires them: the SDK's default since 3.729 (a checksum on every
  // upload) is refused or misread by several S3-compatible stores (R2, older MinIO releases).
  requestChecksumCalculation: 'WHEN_REQUIRED' as const,
  responseChecksumValidation: 'WHEN_REQUIRED' as const,
  // A refused upload is answered in seconds, not after the SDK's default three attempts with
  // back-off; an unreachable store fails the connection in five.
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
})

/**
 * Payload's storage-s3 for every upload collection when `settings` is given; without, the
 * plugin is off and the files stay under DATA_DIR. Its `prefix` and `_objectKey` columns exist
 * either way (alwaysInsertFields), so one schema and one set of migrations serve both.
 *
 * Every file, public media included, is served through Payload's own route
 * (/api/<collection>/file/<name>): the collection's read access runs before the bytes are read
 * from the bucket (disablePayloadAccessControl stays false), so private files never get a
 * public URL and the bucket itself can stay private. Every file keeps the address it has on
 * disk (`${serverURL}/api/<collection>/file/<name>`).
 */
export function objectStoragePlugin(settings: S3Settings | null, serverURL: string): Plugin {
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? 'uploads-on-disk',
    // One client per bucket and endpoint (the plugin's default key is the bucket only).
    clientCacheKey: `s3:${settings?.endpoint ?? 'aws'}:${settings?.bucket}`,
    acl: 'private',
    config: settings ? clientConfig(settings) : {},
    collections: Object.fromEntries(
      Object.entries(UPLOAD_PREFIXES).map(([slug, prefix]) => [
        slug,
        {
          prefix,
          disablePayloadAccessControl: false as const,
          // The address Payload gives a file on disk, word for word: the plugin's own adds
          // `?prefix=…`, which would change every image URL of the public API with S3 on.
          generateFileURL: ({ filename }: { filename: string }) =>
            `${serverURL}/api/${slug}/file/${encodeURIComponent(filename)}`,
        },
      ]),
    ),
  })
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client(clientConfig(settings))
}

/** Removes a stored upload's object (a case photo whose request was rolled back). */
export async function deleteUploadObject(
  settings: S3Settings,
  slug: UploadSlug,
  filename: string,
): Promise<void> {
  const client = s3Client(settings)
  try {
    await client.send(
      new DeleteObjectCommand({
        Bucket: settings.bucket,
        Key: `${UPLOAD_PREFIXES[slug]}/${filename}`,
      }),
    )
  } finally {
    client.destroy()
  }
}

/** A stored upload's bytes, read on the server (a signature drawn into a receipt's PDF). */
export async function readUploadObject(
  settings: S3Settings,
  slug: UploadSlug,
  filename: string,
): Promise<Buffer> {
  const client = s3Client(settings)
  try {
    const answer = await client.send(
      new GetObjectCommand({
        Bucket: settings.bucket,
        Key: `${UPLOAD_PREFIXES[slug]}/${filename}`,
      }),
    )
    return Buffer.from(await answer.Body!.transformToByteArray())
  } finally {
    client.destroy()
  }
}

/** Copies a stored upload into another collection's folder of the bucket (a migration's move). */
export async function copyUploadObject(
  settings: S3Settings,
  from: UploadSlug,
  to: UploadSlug,
  filename: string,
): Promise<void> {
  const client = s3Client(settings)
  try {
    await client.send(
      new CopyObjectCommand({
        Bucket: settings.bucket,
        CopySource: `${settings.bucket}/${UPLOAD_PREFIXES[from]}/${encodeURIComponent(filename)}`,
        Key: `${UPLOAD_PREFIXES[to]}/${filename}`,
        ACL: 'private',
      }),
    )
  } finally {
    client.destroy()
  }
}

/**
 * Asks the store for the bucket once before the site starts: a wrong endpoint, bucket, key or
 * region stops the start with a message naming the variable, instead of the first upload
 * failing hours later. Null when the bucket answers.
 */
export async function bucketProblem(settings: S3Settings): Promise<string | null> {
  const client = s3Client(settings)
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }))
    return null
  } catch (error) {
    const err = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } }
    const status = err.$metadata?.httpStatusCode
    if (status === 404 || err.name === 'NotFound' || err.name === 'NoSuchBucket')
      return `S3_BUCKET: the bucket "${settings.bucket}" does not exist at ${where}`
    if (status === 403 || status === 401)
      return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${where} refused them for the bucket "${settings.bucket}" (${status})`
    if (status === 301 || status === 400)
      return `S3_REGION: ${where} answered ${status} for the bucket "${settings.bucket}" in region ${settings.region} (another region, or path-style needed: S3_FORCE_PATH_STYLE)`
    if (status)
      return `S3_ENDPOINT: ${where} answered ${status} for the bucket "${settings.bucket}"`
    return `S3_ENDPOINT: cannot reach ${where} (${err.code ?? err.name ?? 'no answer'})`
  } finally {
    client.destroy()
  }
}

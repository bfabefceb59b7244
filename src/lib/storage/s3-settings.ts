import { z } from 'zod'

/**
 * The object-storage variables. S3_BUCKET switches every upload collection from
 * DATA_DIR to an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…); unset, the files stay on
 * disk as before. Pure (no SDK import) so that the environment check stays light.
 */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

// AWS's rules, which R2 and MinIO also follow: 3-63 characters, lowercase letters, digits, dots
// and hyphens, starting and ending with a letter or digit.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

export const s3EnvShape = {
  S3_BUCKET: optional.pipe(
    z
      .string()
      .regex(
        BUCKET_NAME,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      )
      .optional(),
  ),
  /** Unset: AWS S3 itself. R2: https://<account>.r2.cloudflarestorage.com; MinIO: its URL. */
  S3_ENDPOINT: optional.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL such as https://s3.example.org',
      })
      .optional(),
  ),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Bucket in the path (MinIO, most self-hosted servers) instead of the host name. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
}

const OTHERS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/** Problems between the variables (each names one), checked beside the schema. */
export function s3SettingProblems(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]?.trim())
  const problems: string[] = []
  if (!set('S3_BUCKET')) {
    const stray = OTHERS.filter(set)
    // A half-written configuration must not fall back to one instance's disk without a word.
    if (stray.length > 0)
      problems.push(
        `S3_BUCKET: must be set when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (or unset them to keep uploads on disk)`,
      )
    return problems
  }
  if (!set('S3_REGION'))
    problems.push(
      'S3_REGION: must be set when S3_BUCKET is set (the bucket’s region; auto for Cloudflare R2, us-east-1 for MinIO)',
    )
  if (set('S3_ACCESS_KEY_ID') !== set('S3_SECRET_ACCESS_KEY'))
    problems.push(
      set('S3_ACCESS_KEY_ID')
        ? 'S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID'
        : 'S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY',
    )
  return problems
}

export interface S3Settings {
  bucket: string
  endpoint?: string
  region: string
  forcePathStyle: boolean
  /** Unset: the SDK's own chain (an instance role on AWS). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** The bucket's settings from a validated environment, or null: uploads on disk. */
export function s3SettingsOf(e: {
  S3_BUCKET?: string
  S3_ENDPOINT?: string
  S3_REGION?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_FORCE_PATH_STYLE: boolean
}): S3Settings | null {
  if (!e.S3_BUCKET) return null
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

import { z } from 'zod'

/**
 * The backup variables (decision 0083). Pure (no library import) so that the
 * environment check stays light; read by `npm run backup`, `npm run restore` and the
 * production server's backup timer (scripts/lib/backup-schedule.mjs).
 */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

/** An age recipient: `age1…` (X25519) or `age1pq1…` (hybrid post-quantum), bech32 lowercase. */
const RECIPIENT = /^age1(pq1)?[02-9ac-hj-np-z]{20,}$/

/** The recipients of BACKUP_RECIPIENTS, split on commas, spaces or new lines. */
export const recipientsOf = (text: string | undefined): string[] =>
  (text ?? '').split(/[\s,]+/).filter(Boolean)

const whole = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int(`must be a whole number ${name} from ${min} to ${max}`)
    .min(min, `must be a whole number ${name} from ${min} to ${max}`)
    .max(max, `must be a whole number ${name} from ${min} to ${max}`)
    .default(fallback)

export const backupEnvShape = {
  /**
   * The public keys (age recipients, `age1…`) every archive is encrypted to; the matching
   * secret key (`npm run backup:key FILE`) stays with the operator, off the server.
   * Unset: `npm run backup` refuses, and no backup is scheduled.
   */
  BACKUP_RECIPIENTS: optional.superRefine((value, ctx) => {
    // Entries by position only: a secret pasted here by mistake is never repeated in a log.
    const bad = recipientsOf(value)
      .map((r, i) => (RECIPIENT.test(r) ? 0 : i + 1))
      .filter(Boolean)
    if (bad.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `must be age public keys (age1…) separated by commas; entry ${bad.join(', ')} is not one`,
      })
  }),
  /** The folder of the archives `npm run backup` and the schedule write (default ./backups). */
  BACKUP_DIR: z.string().trim().min(1).default('./backups'),
  /** With S3_BUCKET: archives go to the bucket under this prefix instead of BACKUP_DIR. */
  BACKUP_S3_PREFIX: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'must be a key prefix such as backups')
      .optional(),
  ),
  /** How many scheduled archives are kept; older ones are deleted after each new one. */
  BACKUP_KEEP: whole('of archives', 1, 1000, 14),
  /** Hours between scheduled backups; 0 schedules none. */
  BACKUP_EVERY_HOURS: whole('of hours', 0, 720, 24),
}

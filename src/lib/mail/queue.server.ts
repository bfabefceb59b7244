import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '@/lib/db/pool.server'

/**
 * Receipts and notifications that must not be lost when the SMTP server is down.
 *
 * `sendReliably` writes the mail to the outbox as 'pending' and tries it at once; when the
 * server refuses or is unreachable the row stays, and `deliverDueMail` (the `deliverMail` job,
 * every minute) tries again with a growing pause until MAIL_RETRY.maxAttempts. Each row is
 * claimed with FOR UPDATE SKIP LOCKED and a lease, so several app instances never send it twice
 * at once. A delivered mail is deleted. Mails a visitor waits for (the donation code) are not
 * queued: they use payload.sendEmail and report a failure to the visitor at once.
 *
 * With no SMTP server configured the adapter itself keeps every mail in the outbox ('kept'),
 * so `sendReliably` only hands it over.
 */
export interface QueuedMail {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** Small files only (a receipt's PDF): stored in the row as base64 until delivered. */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

const storedAttachments = (a: MailAttachment[] | undefined) =>
  a?.length
    ? JSON.stringify(
        a.map((f) => ({
          filename: f.filename,
          contentType: f.contentType,
          base64: f.content.toString('base64'),
        })),
      )
    : null

const readAttachments = (
  stored: { filename: string; contentType: string; base64: string }[] | null,
): MailAttachment[] | undefined =>
  stored?.map((f) => ({
    filename: f.filename,
    contentType: f.contentType,
    content: Buffer.from(f.base64, 'base64'),
  }))

export const MAIL_RETRY = {
  maxAttempts: 12,
  /** Pause after the n-th failure: 1, 2, 4 … minutes, at most 6 hours (about two days in all). */
  pauseMinutes: (failures: number) => Math.min(2 ** (failures - 1), 360),
  /** How long a claimed row is left to the instance sending it before another may try. */
  leaseMinutes: 5,
  batch: 20,
} as const

const LOG = '[mail]'

const usesOutboxOnly = (payload: Payload) =>
  (payload.email as { name?: string } | undefined)?.name === 'outbox'

/** The reason of a failed delivery, without the mail's content: for the row and the log. */
const reasonOf = (error: unknown) => {
  const e = error as { code?: string; responseCode?: number; message?: string }
  return [e.code, e.responseCode, e.message?.split('\n')[0]?.slice(0, 200)]
    .filter(Boolean)
    .join(' ')
}

/**
 * A statement that marks the mail as no longer owed (decision 0131: `UPDATE donations SET
 * receipt_owed = false WHERE id = $1 AND receipt_owed`), run in the transaction that queues the
 * mail: when it changes no row the mail was queued already (by another instance, or before a
 * crash) and is not queued again.
 */
export interface OwedMail {
  sql: string
  params: unknown[]
}

/**
 * Queues a mail and tries it at once; never throws (a failure leaves it queued). With `owed`,
 * only when that statement claims it; answers whether the mail was queued.
 */
export async function sendReliably(
  payload: Payload,
  mail: QueuedMail,
  owed?: OwedMail,
): Promise<boolean> {
  if (usesOutboxOnly(payload)) {
    if (owed && !(await poolOf(payload).query(owed.sql, owed.params)).rowCount) return false
    await payload.sendEmail(mail)
    return true
  }
  const id = await queued(payload, mail, owed)
  if (id === null) return false
  await attempt(payload, { id, attempts: 0, ...mail })
  return true
}

/** The outbox row of `mail`, written with the claim of `owed` in one transaction (null: not owed). */
async function queued(payload: Payload, mail: QueuedMail, owed?: OwedMail) {
  const client = await poolOf(payload).connect()
  try {
    await client.query('BEGIN')
    if (owed && !(await client.query(owed.sql, owed.params)).rowCount) {
      await client.query('ROLLBACK')
      return null
    }
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO outbox ("to", reply_to, subject, text, html, status, attempts, next_attempt_at,
                           updated_at, created_at, attachments)
       VALUES ($1, $2, $3, $4, $5, 'pending', 0, now() + make_interval(mins => $6), now(), now(),
               $7::jsonb)
       RETURNING id`,
      [
        mail.to,
        mail.replyTo ?? null,
        mail.subject,
        mail.text,
        mail.html ?? null,
        MAIL_RETRY.leaseMinutes,
        storedAttachments(mail.attachments),
      ],
    )
    await client.query('COMMIT')
    return rows[0]!.id
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

interface ClaimedRow extends QueuedMail {
  id: number
  attempts: number
}

async function attempt(payload: Payload, row: ClaimedRow): Promise<boolean> {
  const pool = poolOf(payload)
  try {
    await payload.sendEmail({
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      replyTo: row.replyTo ?? undefined,
      ...(row.attachments?.length ? { attachments: row.attachments } : {}),
    })
  } catch (error) {
    const failures = row.attempts + 1
    const failed = failures >= MAIL_RETRY.maxAttempts
    await pool.query(
      `UPDATE outbox SET attempts = $2, last_error = $3, status = $4,
              next_attempt_at = now() + make_interval(mins => $5), updated_at = now()
       WHERE id = $1`,
      [
        row.id,
        failures,
        reasonOf(error),
        failed ? 'failed' : 'pending',
        MAIL_RETRY.pauseMinutes(failures),
      ],
    )
    const after = failed ? 'given up' : `next try in ${MAIL_RETRY.pauseMinutes(failures)} min`
    payload.logger.warn(
      `${LOG} outbox #${row.id} not delivered (try ${failures}, ${after}): ${reasonOf(error)}`,
    )
    return false
  }
  await pool.query(`DELETE FROM outbox WHERE id = $1`, [row.id])
  return true
}

/** One run of the `deliverMail` job: every queued mail whose pause is over, one try each. */
export async function deliverDueMail(payload: Payload): Promise<{ sent: number; failed: number }> {
  const summary = { sent: 0, failed: 0 }
  if (usesOutboxOnly(payload)) return summary
  const { rows } = await poolOf(payload).query<{
    id: number
    to: string
    reply_to: string | null
    subject: string
    text: string | null
    html: string | null
    attempts: number | null
    attachments: { filename: string; contentType: string; base64: string }[] | null
  }>(
    `UPDATE outbox SET next_attempt_at = now() + make_interval(mins => $1), updated_at = now()
     WHERE id IN (SELECT id FROM outbox
                  WHERE status = 'pending' AND next_attempt_at <= now()
                  ORDER BY next_attempt_at, id
                  LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, "to", reply_to, subject, text, html, attempts::int AS attempts, attachments`,
    [MAIL_RETRY.leaseMinutes, MAIL_RETRY.batch],
  )
  for (const r of rows) {
    const ok = await attempt(payload, {
      id: r.id,
      to: r.to,
      replyTo: r.reply_to ?? undefined,
      subject: r.subject,
      text: r.text ?? '',
      html: r.html ?? undefined,
      attempts: r.attempts ?? 0,
      attachments: readAttachments(r.attachments),
    })
    summary[ok ? 'sent' : 'failed'] += 1
  }
  if (rows.length) payload.logger.info(`${LOG} queued mail run: ${JSON.stringify(summary)}`)
  return summary
}

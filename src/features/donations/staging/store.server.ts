import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import type { StagedDonation } from '@/payload-types'
import { poolOf } from '../db.server'
import { executeInRequest, sql } from '@/lib/db/transaction.server'

/**
 * The donation state machine's one owner: every SQL statement on staged
 * donations and recurring plans is here, each a named, typed function whose
 * WHERE clause allows only its own transition (decision 0011). The
 * statements are atomic (UPDATE … WHERE status = …), so two requests or two
 * app instances never both win a transition. Creating rows and recording
 * donations go through Payload's API (confirm / charge-plan), not here.
 *
 * Staged donation (`staged_donations.status`):
 *
 *   pending ──newer staging of the same e-mail──▶ superseded
 *   pending ──past expires_at, or the code mail failed──▶ expired
 *   pending ──wrong code when the tries (attempts, + 1 per code checked) are used up──▶ invalidated
 *   pending ──right code, before expires_at──▶ processing   (claimed_at set)
 *   pending ──"send the code again"──▶ pending, with a new code (the old one stops working)
 *   processing ──charged and recorded──▶ used
 *   processing ──card declined──▶ declined
 *   processing ──gateway error──▶ pending                     (the code may be tried again)
 *   processing ──left unfinished (crash) past the lease──▶ processing, claimed again by the job
 *
 * Recurring plan (`recurring_plans.status`, `lease_until`):
 *
 *   active ──due, not leased──▶ active + lease_until          (one run charges it)
 *   active ──retries used up──▶ paused
 *   active | paused ──the donor's signed link──▶ cancelled    (final)
 */

export type StagingStatus = StagedDonation['status']

export interface StagingForCode {
  id: number
  status: StagingStatus
  expires_at: Date
  code_hash: string
  code_salt: string
}

/* ---------- staged donations ---------- */

/** pending → superseded: the donor's older pending stagings, once `keepId` is staged. */
export async function supersedeOlderStagings(payload: Payload, email: string, keepId: number) {
  await poolOf(payload).query(
    `UPDATE staged_donations SET status = 'superseded', updated_at = now()
     WHERE email = $1 AND status = 'pending' AND id < $2`,
    [email, keepId],
  )
}

/** pending → expired (its time is up, or its code could not be mailed). */
export async function expireStaging(payload: Payload, id: number) {
  await poolOf(payload).query(
    `UPDATE staged_donations SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'pending'`,
    [id],
  )
}

/** The donor's newest staging that was not superseded, with what checking a code needs. */
export async function newestStaging(
  payload: Payload,
  email: string,
): Promise<StagingForCode | undefined> {
  const { rows } = await poolOf(payload).query<StagingForCode>(
    `SELECT id, status, expires_at, code_hash, code_salt FROM staged_donations
     WHERE email = $1 AND status <> 'superseded' ORDER BY id DESC LIMIT 1`,
    [email],
  )
  return rows[0]
}

/** A staging's status now (superseded when it is gone). */
export async function stagingStatus(payload: Payload, id: number): Promise<StagingStatus> {
  const { rows } = await poolOf(payload).query<{ status: StagingStatus }>(
    `SELECT status FROM staged_donations WHERE id = $1`,
    [id],
  )
  return rows[0]?.status ?? 'superseded'
}

/** The donation recorded for a staging since `since` (null when none), for a second confirmation. */
export async function recentDonationOf(
  payload: Payload,
  stagedId: number,
  since: Date,
): Promise<number | null> {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `SELECT id FROM donations WHERE staged_donation_id = $1 AND created_at >= $2`,
    [stagedId, since],
  )
  return rows[0]?.id ?? null
}

/**
 * A gift the donor started over from (decision 0081): another staging of the same e-mail, total
 * and card, claimed since `since`, whose outcome the donor cannot have known when staging this
 * one: still `processing`, or `used` with its donation recorded after this staging was made (the
 * repair recorded it). A gift recorded before the donor staged again was answered,
 * and a second equal gift is a new one. Its status, or null when there is none.
 */
export async function earlierChargeLike(
  payload: Payload,
  stagedId: number,
  since: Date,
): Promise<'processing' | 'used' | null> {
  const { rows } = await poolOf(payload).query<{ status: 'processing' | 'used' }>(
    `SELECT other.status::text AS status
       FROM staged_donations this
       JOIN staged_donations other
         ON other.email = this.email AND other.total = this.total
        AND other.card_last4 = this.card_last4 AND other.card_exp_month = this.card_exp_month
        AND other.card_exp_year = this.card_exp_year AND other.id <> this.id
       LEFT JOIN donations d ON d.id = other.donation_id
      WHERE this.id = $1 AND other.claimed_at >= $2
        AND (other.status = 'processing'
             OR (other.status = 'used' AND d.created_at > this.created_at))
      ORDER BY (other.status = 'processing') DESC LIMIT 1`,
    [stagedId, since],
  )
  return rows[0]?.status ?? null
}

/**
 * Takes one of a pending staging's tries before its code is checked, atomically: of guesses sent
 * at the same moment, at most `total` are checked (issue 47, M6). False when the staging is no
 * longer pending or its tries are used up.
 */
export async function takeStagingTry(
  payload: Payload,
  id: number,
  total: number,
): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE staged_donations SET attempts = attempts + 1, updated_at = now()
     WHERE id = $1 AND status = 'pending' AND attempts < $2`,
    [id, total],
  )
  return (rowCount ?? 0) > 0
}

/**
 * After a wrong code: the staging is invalidated once its tries reach `total`. True when this
 * call ended it.
 */
export async function endStagingAfterWrongCode(
  payload: Payload,
  id: number,
  total: number,
): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE staged_donations SET status = 'invalidated', updated_at = now()
     WHERE id = $1 AND status = 'pending' AND attempts >= $2`,
    [id, total],
  )
  return (rowCount ?? 0) > 0
}

/**
 * "Send the code again" (decision 0103): a pending staging's code replaced by a new one, with its
 * own time to live, only if the code is still `fromHash` (compare-and-set). Of resends at the
 * same moment one wins and mails its code; the old code stops working at once. The tries stay
 * counted: a new code never gives more guesses. False when another request won or the staging
 * is no longer pending and unexpired.
 */
export async function replaceStagingCode(
  payload: Payload,
  id: number,
  from: { hash: string },
  to: { hash: string; salt: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE staged_donations SET code_hash = $3, code_salt = $4, expires_at = $5, updated_at = now()
     WHERE id = $1 AND code_hash = $2 AND status = 'pending' AND expires_at > $6`,
    [id, from.hash, to.hash, to.salt, to.expiresAt, now],
  )
  return (rowCount ?? 0) > 0
}

/** pending → processing, for the right code before it expires; false when another request won. */
export async function claimStaging(payload: Payload, id: number, now: Date): Promise<boolean> {
  const claimed = await poolOf(payload).query(
    `UPDATE staged_donations SET status = 'processing', claimed_at = now(), updated_at = now()
     WHERE id = $1 AND status = 'pending' AND expires_at > $2 RETURNING id`,
    [id, now],
  )
  return claimed.rowCount === 1
}

/**
 * processing → used, naming its donation: the last step of recording a confirmed gift, inside
 * that step's transaction (`req`). One statement: Payload's update of the staging (no hooks on
 * the collection) re-read it, rewrote every column and its lines and read it back, eight queries
 * and much of a confirmation's CPU under load (docs/benchmarks.md, "Donation under load").
 * Unconditional, as that update was: the claim makes this request the staging's one owner.
 */
export async function markStagingUsed(
  payload: Payload,
  req: PayloadRequest,
  id: number,
  donationId: number,
) {
  await executeInRequest(
    payload,
    req,
    sql`UPDATE staged_donations SET status = 'used', donation_id = ${donationId}, updated_at = now()
        WHERE id = ${id}`,
  )
}

/** processing → declined (the card was declined) or back to pending (a gateway error). */
export async function releaseClaim(payload: Payload, id: number, to: 'declined' | 'pending') {
  await poolOf(payload).query(
    `UPDATE staged_donations SET status = $2, updated_at = now() WHERE id = $1 AND status = 'processing'`,
    [id, to],
  )
}

/** Claims again, for the job, up to `batch` stagings left processing past the lease; their ids. */
export async function reclaimStuckStagings(
  payload: Payload,
  now: Date,
  leaseSeconds: number,
  batch: number,
): Promise<number[]> {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `UPDATE staged_donations SET claimed_at = $1, updated_at = now()
     WHERE id IN (SELECT id FROM staged_donations WHERE status = 'processing'
                  AND claimed_at < $1::timestamptz - make_interval(secs => $2) LIMIT $3)
     RETURNING id`,
    [now, leaseSeconds, batch],
  )
  return rows.map((r) => r.id)
}

/* ---------- recurring plans ---------- */

/** Up to `batch` active plans due at `now` and not leased, the most overdue first. */
export async function duePlanIds(payload: Payload, now: Date, batch: number): Promise<number[]> {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `SELECT id FROM recurring_plans
     WHERE status = 'active' AND next_charge_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
     ORDER BY next_charge_at LIMIT $2`,
    [now, batch],
  )
  return rows.map((r) => r.id)
}

/** Leases a due active plan for `minutes`; false when it is no longer due or another run holds it. */
export async function leasePlan(
  payload: Payload,
  id: number,
  now: Date,
  minutes: number,
): Promise<boolean> {
  const leased = await poolOf(payload).query(
    `UPDATE recurring_plans SET lease_until = $1::timestamptz + make_interval(mins => $3), updated_at = now()
     WHERE id = $2 AND status = 'active' AND next_charge_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
     RETURNING id`,
    [now, id, minutes],
  )
  return leased.rowCount === 1
}

/** active → paused (its retries are used up); a cancellation made meanwhile stands. */
export async function pausePlan(payload: Payload, id: number) {
  await poolOf(payload).query(
    `UPDATE recurring_plans SET status = 'paused', updated_at = now() WHERE id = $1 AND status = 'active'`,
    [id],
  )
}

/** active | paused → cancelled; false when it already was. */
export async function cancelPlanRow(payload: Payload, id: number): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE recurring_plans SET status = 'cancelled', updated_at = now()
     WHERE id = $1 AND status <> 'cancelled'`,
    [id],
  )
  return Boolean(rowCount)
}

import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { poolOf } from '../db.server'
import { SandboxGateway, type IdempotencyStore, type StoredCharge } from './sandbox'
import { stripeClient } from './stripe-client.server'
import { StripeGateway } from './stripe'
import type { GatewayCharge, PaymentGateway } from './types'

/**
 * The sandbox's idempotency ledger in PostgreSQL (table `sandbox_charges`):
 * one atomic INSERT … ON CONFLICT DO NOTHING, then the row kept under the
 * key, so concurrent repeats on any instance answer the same charge.
 */
const columns = `charge_id AS "chargeId", amount_cents::int AS "amountCents", currency, token_digest AS "tokenDigest"`

export function postgresIdempotencyStore(payload: Payload): IdempotencyStore {
  return {
    async putIfAbsent(key: string, charge: StoredCharge): Promise<StoredCharge> {
      const pool = poolOf(payload)
      const inserted = await pool.query<StoredCharge>(
        `INSERT INTO sandbox_charges (idempotency_key, charge_id, amount_cents, currency, token_digest, updated_at, created_at)
         VALUES ($1, $2, $3, $4, $5, now(), now())
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING ${columns}`,
        [key, charge.chargeId, charge.amountCents, charge.currency, charge.tokenDigest],
      )
      if (inserted.rows[0]) return inserted.rows[0]
      const kept = await pool.query<StoredCharge>(
        `SELECT ${columns} FROM sandbox_charges WHERE idempotency_key = $1`,
        [key],
      )
      if (!kept.rows[0]) throw new Error('sandbox gateway: idempotency row vanished')
      return kept.rows[0]
    },
    async get(key: string): Promise<StoredCharge | null> {
      const { rows } = await poolOf(payload).query<StoredCharge>(
        `SELECT ${columns} FROM sandbox_charges WHERE idempotency_key = $1`,
        [key],
      )
      return rows[0] ?? null
    },
    async listCharges(from: Date, to: Date): Promise<GatewayCharge[]> {
      const { rows } = await poolOf(payload).query<GatewayCharge>(
        `SELECT charge_id AS "chargeId", amount_cents::int AS "amountCents", upper(currency) AS currency,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
           FROM sandbox_charges
          WHERE created_at >= $1 AND created_at <= $2 AND idempotency_key NOT LIKE 'refund:%'
          ORDER BY created_at, charge_id`,
        [from, to],
      )
      return rows
    },
  }
}

/** The configured gateway (PAYMENT_GATEWAY: `sandbox` or `stripe`). */
export function paymentGateway(payload: Payload): PaymentGateway {
  const kind = env().PAYMENT_GATEWAY
  switch (kind) {
    case 'sandbox':
      return new SandboxGateway(payload.secret, postgresIdempotencyStore(payload))
    case 'stripe':
      return new StripeGateway(stripeClient(), {
        statementDescriptorSuffix: env().STRIPE_STATEMENT_DESCRIPTOR_SUFFIX,
      })
    default:
      throw new Error(`Unknown PAYMENT_GATEWAY ${String(kind)}`)
  }
}

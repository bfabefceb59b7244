import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import type { Donation, StagedDonation } from '@/payload-types'
import type { RepeatType } from '../constants'
import type { ChargeResult } from '../gateway/types'
import { feeWasCovered, storedCents } from '../fees'
import { planAmountCents } from '../staging/consent.server'
import { nextChargeDate } from '../recurring/schedule'

/**
 * The rows one confirmed staging writes (steps 5a–5d of confirmDonation), each a named step,
 * inside the transaction record.server.ts opens: the donation, the plans its repeating lines
 * start, the lines' links to them, and the ledger row of the charge.
 */
type Staged = StagedDonation
type Charged = Extract<ChargeResult, { ok: true }>

/** Writes as the system, read back at depth 0: the default (2) loaded relations nothing uses (docs/benchmarks.md). */
export const asSystem = { overrideAccess: true, depth: 0 } as const

/** The staging's idempotency key at the gateway and in the ledger. */
export const keyOf = (staged: Staged) => `staged-donation:${staged.id}`

export interface Tx {
  payload: Payload
  req: PayloadRequest
  staged: Staged
  now: Date
}

/** 5a. The donation, as staged: the staging's amounts (cents), donor, card and address. */
export function createDonation(
  { payload, req, staged, now }: Tx,
  gateway: string,
  charge: Charged,
) {
  return payload.create({
    collection: 'donations',
    req,
    ...asSystem,
    data: {
      paidAt: now.toISOString(),
      status: 'paid',
      kind: 'one-time',
      donorName: `${staged.firstName} ${staged.lastName}`,
      firstName: staged.firstName,
      lastName: staged.lastName,
      email: staged.email,
      phone: staged.phone,
      mailLanguage: staged.mailLanguage,
      currency: staged.currency,
      purposes: [...new Set(staged.lines.map((l) => idOf(l.purpose)))],
      lines: staged.lines.map((l) => ({
        purpose: idOf(l.purpose),
        amount: l.amount,
        fee: l.fee,
        isRepeat: l.isRepeat,
        repeatType: l.repeatType,
        designation: l.designation,
      })),
      total: staged.total,
      fee: staged.fee,
      net: staged.net,
      card: staged.card,
      chargeId: charge.chargeId,
      gateway,
      address: {
        ...staged.address,
        country: idOf(staged.address.country),
        state: idOf(staged.address.state),
        city: idOf(staged.address.city),
      },
      stagedDonation: staged.id,
    },
  })
}

/** 5b. One recurring plan per repeating line, charged once already; null for the other lines. */
export async function startPlans(
  { payload, req, staged, now }: Tx,
  donationId: number,
  charge: Charged,
): Promise<(number | null)[]> {
  const paidAt = now.toISOString()
  const linePlans: (number | null)[] = []
  // A donor who covered the fee covers it on every period too (decision 0102).
  const covered = feeWasCovered(
    staged.lines.map((l) => storedCents(l.amount)),
    storedCents(staged.net),
  )
  for (const line of staged.lines) {
    if (!line.isRepeat || !line.repeatType) {
      linePlans.push(null)
      continue
    }
    const plan = await payload.create({
      collection: 'recurring-plans',
      req,
      ...asSystem,
      data: {
        status: 'active',
        // A card plan; a Paymob gift paid by wallet or kiosk becomes a pledge (decision 0120).
        kind: 'card',
        donorName: `${staged.firstName} ${staged.lastName}`,
        email: staged.email,
        purpose: idOf(line.purpose),
        repeatType: line.repeatType as RepeatType,
        amount: planAmountCents(storedCents(line.amount), covered),
        currency: staged.currency,
        designation: line.designation,
        nextChargeAt: nextChargeDate(now, line.repeatType as RepeatType).toISOString(),
        failedAttempts: 0,
        startedAt: paidAt,
        period: 1,
        chargesMade: 1,
        lastChargedAt: paidAt,
        startedBy: donationId,
        card: staged.card,
        gatewayToken: charge.savedToken ?? staged.gatewayToken,
        mailLanguage: staged.mailLanguage,
      },
    })
    linePlans.push(plan.id)
  }
  return linePlans
}

/** 5c. Each repeating line names the plan it started. */
export async function linkPlans(
  { payload, req }: Tx,
  donation: Donation,
  plans: (number | null)[],
) {
  await payload.update({
    collection: 'donations',
    id: donation.id,
    req,
    ...asSystem,
    data: {
      lines: (donation.lines ?? []).map((l, i) => ({ ...l, plan: plans[i] ?? null })),
    },
  })
}

/** 5d. The ledger row of the successful charge. */
export async function createCharge(
  { payload, req, staged }: Tx,
  donationId: number,
  gateway: string,
  charge: Charged,
): Promise<void> {
  await payload.create({
    collection: 'charges',
    req,
    ...asSystem,
    data: {
      kind: 'one-time',
      status: 'succeeded',
      idempotencyKey: keyOf(staged),
      chargeId: charge.chargeId,
      gateway,
      donation: donationId,
      stagedDonation: staged.id,
      currency: staged.currency,
      amount: staged.total,
    },
  })
}

export const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)

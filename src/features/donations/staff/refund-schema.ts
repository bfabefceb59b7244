import { z } from 'zod/mini'
import { recordId } from '@/lib/validation/fields'
import { formatUsd } from '../fees'

/**
 * A treasurer's refund (issue 20 item 6, issue 19 item 6): one schema for the back office's
 * refund form and for POST /api/donor/staff/refund (decision 0022). The amount is dollars and
 * cents, from $0.01 to what is left to refund; the form knows what is left from the donation it
 * shows, the endpoint from the row it reads (refundDonation parses the amount again with it).
 */
export const REFUND_FORM_MESSAGES = {
  idInvalid: 'Unknown donation',
  requestInvalid: 'The refund form is out of date. Reload the page.',
  amount: (leftCents: number) =>
    `Enter an amount from $0.01 to ${formatUsd(leftCents)} (what is left to refund).`,
  amountFormat: 'Enter an amount in dollars and cents, such as 25 or 25.50.',
} as const
const M = REFUND_FORM_MESSAGES

/** The dollar amount as cents; refused unless it is a positive amount of whole cents. */
const cents = z.pipe(
  z.pipe(
    z.union(
      [
        z.number({ error: M.amountFormat }).check(
          z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
            error: M.amountFormat,
          }),
        ),
        z
          .string({ error: M.amountFormat })
          .check(z.trim(), z.regex(/^\d+(\.\d{1,2})?$/, { error: M.amountFormat })),
      ],
      { error: M.amountFormat },
    ),
    z.transform((v: number | string) => Math.round(Number(v) * 100)),
  ),
  z.int({ error: M.amountFormat }).check(z.gte(1, { error: M.amountFormat })),
)

/** The amount alone, bounded by what is left to refund. */
export const refundAmountSchema = (leftCents: number) =>
  cents.check(z.refine((c) => c <= leftCents, { error: M.amount(leftCents) }))

/**
 * The whole payload. `requestId` is made when the form opens and kept until a refund succeeds,
 * so a double click or a retry of the same form refunds once (the gateway's idempotency key).
 */
export const refundSchema = (leftCents = Number.MAX_SAFE_INTEGER) =>
  z.object({
    donationId: recordId(M.idInvalid),
    amount: refundAmountSchema(leftCents),
    requestId: z
      .string({ error: M.requestInvalid })
      .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, { error: M.requestInvalid })),
  })
export type RefundPayload = z.output<ReturnType<typeof refundSchema>>

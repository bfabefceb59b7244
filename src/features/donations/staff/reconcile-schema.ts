// First: built in the browser by the back office's reconciliation form (src/lib/validation/jitless.ts).
import '@/lib/validation/jitless'
import { z } from 'zod'

/**
 * The reconciliation's date range (GET /api/donor/staff/reconciliation?from=&to=), shared by the
 * back office's form and the endpoint (decision 0022): calendar days in UTC, `to` included, at
 * most a year (Stripe's list is paged through whole; a year of a small charity's gifts is a few
 * thousand charges).
 */
export const RECONCILE_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD.',
  order: 'The end date must not be before the start date.',
  span: 'Choose at most 366 days.',
} as const
const M = RECONCILE_MESSAGES

const day = z
  .string({ error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { error: M.date },
  )

export const reconcileSchema = z
  .object({ from: day, to: day })
  .refine((r) => r.to >= r.from, { error: M.order, path: ['to'] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 365 * 86_400_000, {
    error: M.span,
    path: ['to'],
  })
  .transform((r) => ({
    from: new Date(`${r.from}T00:00:00.000Z`),
    to: new Date(`${r.to}T23:59:59.999Z`),
  }))
export type ReconcileQuery = z.input<typeof reconcileSchema>

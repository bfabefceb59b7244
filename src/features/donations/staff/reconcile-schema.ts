// First: built in the browser by the back office's reconciliation form (src/lib/validation/jitless.ts).
import '@/lib/validation/jitless'
import { z } from 'zod'
import { startOfDayIn } from '@/lib/clock'
import type { StaffLang } from './staff-money'

/**
 * The reconciliation's date range (GET /api/donor/staff/reconciliation?from=&to=), shared by the
 * back office's form and the endpoint (decision 0022): calendar days in the charity's time zone
 * (src/lib/clock.ts; Cairo's, as the staff who pick them), `to` included, at
 * most a year (Stripe's list is paged through whole; a year of a small charity's gifts is a few
 * thousand charges).
 */
const ENGLISH = {
  date: 'Enter a date as YYYY-MM-DD.',
  order: 'The end date must not be before the start date.',
  span: 'Choose at most 366 days.',
}

/** The messages in the staff member's back-office language (decision 0119). */
const RECONCILE_MESSAGES: Record<StaffLang, typeof ENGLISH> = {
  en: ENGLISH,
  ar: {
    date: 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
    order: 'يجب ألا يسبق تاريخُ النهاية تاريخَ البداية.',
    span: 'اختر 366 يومًا على الأكثر.',
  },
}

/** The range schema with its messages in `lang`. */
export function reconcileSchemaIn(lang: StaffLang) {
  const M = RECONCILE_MESSAGES[lang]
  const day = z
    .string({ error: M.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date })
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      { error: M.date },
    )
  return z
    .object({ from: day, to: day })
    .refine((r) => r.to >= r.from, { error: M.order, path: ['to'] })
    .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 365 * 86_400_000, {
      error: M.span,
      path: ['to'],
    })
    .transform((r) => ({
      from: startOfDayIn(r.from),
      to: new Date(startOfDayIn(nextDay(r.to)).getTime() - 1),
    }))
}

export const reconcileSchema = reconcileSchemaIn('en')

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}
export type ReconcileQuery = z.input<typeof reconcileSchema>

import type { FieldHook } from 'payload'

/**
 * A pledge's fulfilment for the back office (decision 0122): its periods paid out of those
 * reminded, "paid / reminded" (language-neutral figures). A pledge's `period` counts its
 * reminders one by one, so `period - 1` were reminded; the paid ones are its Paymob payments
 * recorded as paid. A card plan shows nothing: every period it has is charged or retried.
 */
function fulfilmentText(reminded: number, paid: number): string {
  return `${paid} / ${reminded}`
}

export const pledgeFulfilment: FieldHook = async ({ siblingData, req }) => {
  const plan = siblingData as { id?: number; kind?: string; period?: number }
  if (plan.kind !== 'pledge' || !plan.id) return null
  const { totalDocs } = await req.payload.count({
    collection: 'paymob-payments',
    overrideAccess: true,
    req,
    where: { and: [{ plan: { equals: plan.id } }, { status: { equals: 'paid' } }] },
  })
  return fulfilmentText(Math.max(0, (plan.period ?? 1) - 1), totalDocs)
}

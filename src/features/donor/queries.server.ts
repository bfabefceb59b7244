import 'server-only'
import { cookies } from 'next/headers'
import { payloadClient } from '@/lib/payload.server'
import { donorDetails, type DonorDetails } from './details.server'
import { donorHistory, donorYears, type HistoryEntry } from './history.server'
import { pendingKioskPayments, type PendingKiosk } from './kiosk-pending.server'
import { donorPlans, type DonorPlan } from './plans.server'
import { DONOR_COOKIE, sessionEmail } from './session.server'

export interface DonorPageData {
  email: string
  history: { entries: HistoryEntry[]; page: number; pages: number }
  years: number[]
  plans: DonorPlan[]
  details: DonorDetails
  /** Kiosk references still waiting for the cash (decision 0128). */
  kiosk: PendingKiosk[]
}

/** What /donor shows the signed-in donor (from the session cookie), or null when signed out. */
export async function donorPageData(page: number): Promise<DonorPageData | null> {
  const payload = await payloadClient()
  const email = await sessionEmail(payload, (await cookies()).get(DONOR_COOKIE)?.value)
  if (!email) return null
  const [history, years, plans, details, kiosk] = await Promise.all([
    donorHistory(payload, email, page),
    donorYears(payload, email),
    donorPlans(payload, email),
    donorDetails(payload, email),
    pendingKioskPayments(payload, email),
  ])
  return { email, history, years, plans, details, kiosk }
}

import 'server-only'
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { apiError } from '@/lib/api/http'
import { adminLanguage, type AdminLang } from '@/lib/admin-language.server'
import { staffAuth } from '@/lib/security/staff-auth.server'
import { sendReliably } from '@/lib/mail/queue.server'
import { ORGANISATION } from '@/features/donations/constants'
import { sendReceipt } from '@/features/donations/mail/receipt.server'
import { recordAction } from '@/features/donations/staff/donor-actions.server'
import { donorHistory, donorYears, type HistoryEntry } from './history.server'
import { receiptPdf } from '@/features/donations/receipts/pdf.server'
import { donorPlans, type DonorPlan } from './plans.server'
import { statementData } from '@/features/donations/receipts/receipts.server'
import { STAFF_TEXTS, type StaffActivity } from './staff-texts'

/**
 * The treasurer's side of the portal (issue 20): a donor's whole history in one place (on a
 * donation's page in the back office), resending a receipt or a yearly statement, each action
 * recorded in donor-actions with the staff member's e-mail and the time.
 */
export async function staffActor(
  payload: Payload,
  req: Request,
  what: StaffActivity = 'see donors',
): Promise<{ actor: string; lang: AdminLang } | { refusal: Response; lang: AdminLang }> {
  // Every answer in the staff member's back-office language (decision 0119).
  const lang = adminLanguage(payload, req)
  const t = STAFF_TEXTS[lang]
  const { user, wrongHost } = await staffAuth(payload, req, lang)
  // Signed in at another address than SITE_URL's: the cause is named, not a sign-in asked for.
  if (wrongHost) return { refusal: apiError(403, wrongHost), lang }
  if (!user) return { refusal: apiError(401, t.signIn(what)), lang }
  // Money is the treasurer's (and the administrator's, who holds every role): decision 0042.
  if (user.collection !== 'users' || !hasRole(user, 'treasurer')) {
    return { refusal: apiError(403, t.onlyTreasurers(what)), lang }
  }
  return { actor: String((user as { email?: unknown }).email ?? `user #${user.id}`), lang }
}

export interface DonorOverview {
  email: string
  history: HistoryEntry[]
  years: number[]
  plans: DonorPlan[]
  actions: { at: string; actor: string; action: string; detail: string }[]
}

/** Everything of one address: every gift (no paging: the treasurer reads it whole), plans, log. */
export async function donorOverview(payload: Payload, email: string): Promise<DonorOverview> {
  const who = email.toLowerCase()
  const pages: HistoryEntry[] = []
  for (let page = 1; ; page++) {
    const h = await donorHistory(payload, who, page)
    pages.push(...h.entries)
    if (page >= h.pages) break
  }
  const actions = await payload.find({
    collection: 'donor-actions',
    where: { email: { equals: who } },
    sort: '-createdAt',
    limit: 50,
    overrideAccess: true,
  })
  return {
    email: who,
    history: pages,
    years: await donorYears(payload, who),
    plans: await donorPlans(payload, who),
    actions: actions.docs.map((a) => ({
      at: a.createdAt,
      actor: a.actor,
      action: a.action,
      detail: a.detail ?? '',
    })),
  }
}

export type ResendResult =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string }

/** Resends a donation's receipt (with its PDF) to its donor. */
export async function resendReceipt(
  payload: Payload,
  actor: string,
  donationId: number,
  lang: AdminLang = 'en',
): Promise<ResendResult> {
  const d = await payload.findByID({
    collection: 'donations',
    id: donationId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!d) return { ok: false, status: 404, message: STAFF_TEXTS[lang].donationNotFound }
  await sendReceipt(payload, d.id, { again: true })
  await recordAction(payload, {
    email: d.email,
    actor,
    action: 'receipt resent',
    detail: `D-${d.id}`,
  })
  return { ok: true, message: STAFF_TEXTS[lang].receiptSent(d.id, d.email) }
}

export const STATEMENT_SUBJECT = (year: number) =>
  `Your ${year} donation statement from the ${ORGANISATION.name}`

/** Mails the statement of a year (English PDF, with the Arabic one beside it). */
export async function resendStatement(
  payload: Payload,
  actor: string,
  email: string,
  year: number,
  lang: AdminLang = 'en',
): Promise<ResendResult> {
  const who = email.toLowerCase()
  const data = await statementData(payload, who, year)
  if (!data) return { ok: false, status: 404, message: STAFF_TEXTS[lang].statementNotFound }
  await sendReliably(payload, {
    to: who,
    subject: STATEMENT_SUBJECT(year),
    text: [
      `Dear ${data.donorName.replace(/[\u0000-\u001f\u007f]+/g, ' ')},`,
      `Attached is the statement of your donations to the ${ORGANISATION.name} in ${year}, in English and in Arabic.`,
      `Thank you for your support.\n${ORGANISATION.name}`,
    ].join('\n\n'),
    attachments: [
      {
        filename: `statement-${year}.pdf`,
        contentType: 'application/pdf',
        content: await receiptPdf(data, 'en', year),
      },
      {
        filename: `statement-${year}-ar.pdf`,
        contentType: 'application/pdf',
        content: await receiptPdf(data, 'ar', year),
      },
    ],
  })
  await recordAction(payload, {
    email: who,
    actor,
    action: 'statement resent',
    detail: String(year),
  })
  return { ok: true, message: STAFF_TEXTS[lang].statementSent(year, who) }
}

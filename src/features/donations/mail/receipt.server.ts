import 'server-only'
import type { Payload } from 'payload'
import type { RepeatType } from '../constants'
import { storedCents } from '../fees'
import { sendReceiptMail } from './mail.server'
import { donorsAnswered } from '../donor-waits'
import { LOG } from '../staging/stage.server'
import { receiptAttachment } from '@/features/donations/receipts/attachment.server'
import type { OwedMail } from '@/lib/mail/queue.server'

/**
 * Claims a donation's receipt (decision 0131): the statement runs in the transaction that queues
 * the mail and changes no row when the receipt was queued already, so it goes once, whichever
 * of the answer's `after`, the job or a second instance gets there first. `again` (a staff
 * resend) sends it whatever the flag says.
 */
export const receiptClaim = (donationId: number, again = false): OwedMail => ({
  sql: `UPDATE donations SET receipt_owed = false WHERE id = $1${again ? '' : ' AND receipt_owed'}`,
  params: [donationId],
})

/** The PDF receipt (issue 20), of a gift or of a plan's charge; without it the mail still goes: the donor can download it later. */
export async function pdfOf(payload: Payload, email: string, donationId: number) {
  try {
    return await receiptAttachment(payload, email, donationId)
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the PDF receipt of donation #${donationId} failed`)
    return []
  }
}

/**
 * The receipt of a confirmed donation, when still owed (`again`: in any case); a failure is
 * logged, never undoes the donation, and leaves the receipt owed for the job.
 */
export async function sendReceipt(
  payload: Payload,
  donationId: number,
  { again = false } = {},
): Promise<void> {
  try {
    const d = await payload.findByID({
      collection: 'donations',
      id: donationId,
      overrideAccess: true,
      depth: 1,
    })
    if (!again && !d.receiptOwed) return
    // The Arabic receipt names the purpose in Arabic (issue 42 part 5).
    const arabic = d.mailLanguage === 'ar'
    const purposeName = (p: number | { name: string; nameAr?: string | null }) =>
      typeof p === 'number' ? `Purpose #${p}` : (arabic && p.nameAr) || p.name
    const lines = d.lines.map((l) => ({
      purpose: purposeName(l.purpose),
      amountCents: storedCents(l.amount),
      repeatType: l.isRepeat && l.repeatType ? (l.repeatType as RepeatType) : null,
      designation: l.designation,
      plan:
        typeof l.plan === 'object' && l.plan
          ? l.plan.id
          : typeof l.plan === 'number'
            ? l.plan
            : null,
      // What the plan charges each period (the line with its fee on top when the donor covered
      // it, decision 0102) and when it charges next, as the plan keeps them.
      planCents: typeof l.plan === 'object' && l.plan ? storedCents(l.plan.amount) : null,
      nextChargeAt:
        typeof l.plan === 'object' && l.plan?.nextChargeAt
          ? new Date(l.plan.nextChargeAt)
          : undefined,
      pledge: typeof l.plan === 'object' && l.plan?.kind === 'pledge',
    }))
    await sendReceiptMail(payload, receiptClaim(d.id, again), {
      to: d.email,
      donorName: d.donorName,
      donationId: d.id,
      chargeId: d.chargeId,
      paidAt: new Date(d.paidAt),
      lines,
      totalCents: storedCents(d.total),
      feeCents: storedCents(d.fee),
      netCents: storedCents(d.net),
      currency: d.currency,
      brand: d.card.brand,
      last4: d.card.last4,
      locale: d.mailLanguage,
      attachments: await pdfOf(payload, d.email, d.id),
      plans: lines.flatMap((l) =>
        l.plan && l.repeatType
          ? [
              {
                id: l.plan,
                purpose: l.purpose,
                amountCents: l.planCents ?? l.amountCents,
                repeatType: l.repeatType,
                nextChargeAt: l.nextChargeAt,
                currency: d.currency,
                pledge: l.pledge,
              },
            ]
          : [],
      ),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the receipt of donation #${donationId} failed`)
  }
}

/**
 * The receipt as a task to run after the answer. Receipts wait for one another: each is a PDF and
 * a mail no donor is waiting for, and twenty at once (a busy minute) shared the one JavaScript
 * thread with the donors waiting for their code or their "Donation Successful!" (issue 49,
 * docs/benchmarks.md "Donation under load"). Each also waits while other donors of this process
 * wait for an answer, up to RECEIPT_YIELD_MS after it was queued, so a long rush delays receipts
 * by that much and never stops them. `sendReceipt` never throws, so the line never stops.
 */
export const receiptAfterAnswer =
  (payload: Payload, donationId: number, { yieldToDonors = true } = {}) =>
  () => {
    // Run inside the request instead (no `after`), it must not wait for that request's own end.
    const deadline = yieldToDonors ? Date.now() + RECEIPT_YIELD_MS : 0
    const turn = receiptLine
      .then(() => donorsAnswered(deadline))
      .then(() => sendReceipt(payload, donationId))
    receiptLine = turn
    return turn
  }
let receiptLine: Promise<void> = Promise.resolve()

/** How long a receipt yields to waiting donors at most. */
export const RECEIPT_YIELD_MS = 30_000

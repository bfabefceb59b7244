import { beforeAll, describe, expect, it } from 'vitest'
import { setUpDonations, payload, catcher, sql } from './world'
import { checkout, egpGift, paymentOf, settle } from './paymob-gifts'
import { startPaymobStandin } from './paymob-standin'

/**
 * No kiosk reference lost (decision 0131): the reference a donor takes to an Aman / Fawry outlet
 * is recorded and its mail queued in one transaction. The crash is simulated: the process dies
 * just as the mail is queued (the outbox refuses the row, then the callback's key is left taken
 * and unfinished, as a kill leaves it, not released as an error releases it). The upkeep job's
 * inquiry then applies the transaction again; the mail goes once, whatever runs twice.
 */
let callback: typeof import('@/features/donations/paymob/callback.server')
let reconcile: typeof import('@/features/donations/paymob/reconcile.server')
let outbox: typeof import('@/lib/mail/queue.server')
let kiosk: typeof import('@/features/donations/paymob/kiosk.server')
const delivered: { body: object; hmac: string }[] = []

const standin = startPaymobStandin(async (_url, body, hmac) => {
  delivered.push({ body, hmac })
  await callback.receivePaymobCallback(payload, JSON.stringify(body), hmac).catch(() => undefined)
})

setUpDonations()
beforeAll(async () => {
  callback = await import('@/features/donations/paymob/callback.server')
  reconcile = await import('@/features/donations/paymob/reconcile.server')
  outbox = await import('@/lib/mail/queue.server')
  kiosk = await import('@/features/donations/paymob/kiosk.server')
})

const referenceMails = (email: string, reference: string) =>
  catcher.to(email).filter((m) => m.subject.includes(reference) && m.text.includes(reference))
/** Past the inquiry's first minute and the unfinished key's pause. */
const later = () => new Date(Date.now() + 5 * 60_000)

/** Runs `step` with the outbox refusing every row: the process dies as the mail is queued. */
async function dyingAtTheOutbox<T>(step: () => Promise<T>): Promise<T> {
  await sql(`CREATE OR REPLACE FUNCTION kiosk_owed_kill() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'killed'; END $$ LANGUAGE plpgsql`)
  await sql(`CREATE TRIGGER kiosk_owed_kill BEFORE INSERT ON outbox
    FOR EACH ROW EXECUTE FUNCTION kiosk_owed_kill()`)
  try {
    return await step()
  } finally {
    await sql('DROP TRIGGER kiosk_owed_kill ON outbox')
  }
}

async function killedWhileMailing(pay: () => Promise<{ transaction: { id: number } }>) {
  const { transaction } = await dyingAtTheOutbox(pay)
  // A kill leaves the key it took, its outcome never written.
  await sql(
    `INSERT INTO paymob_callbacks (key, transaction_id, updated_at, created_at)
     VALUES ($1, $2, now() - interval '10 minutes', now() - interval '10 minutes')
     ON CONFLICT (key) DO NOTHING`,
    [`${transaction.id}:pending`, String(transaction.id)],
  )
  return transaction
}

describe('a kiosk reference whose mail was being queued when the server died', () => {
  it('is mailed exactly once by the upkeep job run twice, and a replayed callback adds nothing', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    const transaction = await killedWhileMailing(() => standin.pay(clientSecret, 'kiosk'))
    const reference = String(
      (transaction as { data?: { bill_reference?: string } }).data?.bill_reference,
    )
    await settle()
    expect(referenceMails(s.body.email, reference)).toEqual([])

    // Two instances run the upkeep (the inquiry) and the mail job at the same moment.
    await Promise.all([
      reconcile.reconcileAwaiting(payload, later()),
      reconcile.reconcileAwaiting(payload, later()),
    ])
    await Promise.all([outbox.deliverDueMail(payload), outbox.deliverDueMail(payload)])
    await settle()
    expect(await paymentOf(s.id)).toMatchObject({ status: 'pending', bill_reference: reference })
    expect(referenceMails(s.body.email, reference)).toHaveLength(1)

    // Paymob replays the callback, and the job runs again: still one mail.
    const replay = delivered.at(-1)!
    expect(
      await callback.receivePaymobCallback(payload, JSON.stringify(replay.body), replay.hmac),
    ).toEqual({ status: 200, message: 'Received.' })
    await reconcile.reconcileAwaiting(payload, later())
    await outbox.deliverDueMail(payload)
    await settle()
    expect(referenceMails(s.body.email, reference)).toHaveLength(1)
  })

  it('a replayed callback of a reference mailed normally sends no second mail', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    const { transaction } = await standin.pay(clientSecret, 'kiosk')
    const reference = String(transaction.data?.bill_reference)
    await settle()
    expect(referenceMails(s.body.email, reference)).toHaveLength(1)
    const replay = delivered.at(-1)!
    // Replayed while its key is taken, and after the key was lost (a reclaimed key): once.
    await callback.receivePaymobCallback(payload, JSON.stringify(replay.body), replay.hmac)
    await sql(`DELETE FROM paymob_callbacks WHERE key = $1`, [`${transaction.id}:pending`])
    await callback.receivePaymobCallback(payload, JSON.stringify(replay.body), replay.hmac)
    await settle()
    expect(referenceMails(s.body.email, reference)).toHaveLength(1)
  })
})

describe('a kiosk reference ended unpaid while the server died', () => {
  it('is still ended by the next run, and the donor told once even when two runs meet', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    const { transaction } = await standin.pay(clientSecret, 'kiosk')
    const reference = String(transaction.data?.bill_reference)
    const { expires_at } = (await paymentOf(s.id))!
    const after = new Date(expires_at!.getTime() + 1000)
    const told = () =>
      catcher
        .to(s.body.email)
        .filter((m) => m.subject === 'The reference for your donation has expired')

    await dyingAtTheOutbox(() => kiosk.expireKioskPayments(payload, after).catch(() => 0))
    await Promise.all([
      kiosk.expireKioskPayments(payload, after),
      kiosk.expireKioskPayments(payload, after),
    ])
    await settle()
    expect(await paymentOf(s.id)).toMatchObject({ status: 'expired' })
    expect(told().filter((m) => m.text.includes(reference))).toHaveLength(1)
    expect(await kiosk.expireKioskPayments(payload, after)).toBe(0)
  })
})

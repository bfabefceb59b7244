import { readdirSync, readFileSync } from 'node:fs'
import type { Pool } from 'pg'
import sharp from 'sharp'
import type { Payload } from 'payload'

/** What the topology test writes and counts straight in the shared database. */
export const sql = async <T = Record<string, unknown>>(
  payload: Payload,
  text: string,
  values: unknown[] = [],
): Promise<T[]> =>
  (await (payload.db as unknown as { pool: Pool }).pool.query(text, values)).rows as T[]

/** `count` active monthly plans of the sandbox's Visa, all due a minute ago. */
export async function duePlans(payload: Payload, count: number): Promise<number[]> {
  const { paymentGateway } = await import('@/features/donations/gateway/index.server')
  const purpose = (await payload.find({ collection: 'purposes', limit: 1, depth: 0 })).docs[0]!
  const now = Date.now()
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const card = await paymentGateway(payload).tokenize({
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: '123',
      name: 'Topology Donor',
    })
    if (!card.ok) throw new Error(`the sandbox refused its test card: ${JSON.stringify(card)}`)
    const plan = await payload.create({
      collection: 'recurring-plans',
      overrideAccess: true,
      data: {
        status: 'active',
        donorName: `Topology Donor ${i}`,
        email: `topology-donor-${i}@example.org`,
        purpose: purpose.id,
        repeatType: 'monthly',
        amount: (10 + i) * 100, // cents (decision 0094)
        nextChargeAt: new Date(now - 60_000).toISOString(),
        failedAttempts: 0,
        startedAt: new Date(now - 31 * 86_400_000).toISOString(),
        period: 1,
        chargesMade: 1,
        card: {
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
        gatewayToken: card.token,
      } as never,
    })
    ids.push(plan.id)
  }
  return ids
}

/** Sandbox charges made per plan (the gateway's own ledger: one row per charge it made). */
export async function chargesPerPlan(payload: Payload, ids: number[]): Promise<number[]> {
  const rows = await sql<{ key: string }>(
    payload,
    `SELECT idempotency_key AS key FROM sandbox_charges WHERE idempotency_key LIKE 'recurring-plan:%'`,
  )
  return ids.map((id) => rows.filter((r) => r.key.startsWith(`recurring-plan:${id}:`)).length)
}

/** Jobs of `task` due and not finished yet (the next hour's scheduled run is not due). */
export async function openJobs(payload: Payload, task: string): Promise<number> {
  const rows = await sql<{ n: number }>(
    payload,
    `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = $1 AND completed_at IS NULL
       AND has_error IS NOT TRUE AND (wait_until IS NULL OR wait_until <= now())`,
    [task],
  )
  return rows[0]!.n
}

export const until = async (
  what: string,
  check: () => Promise<boolean>,
  ms: number,
  explain?: () => Promise<unknown>,
) => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 250))
  }
  const detail = explain ? `: ${JSON.stringify(await explain())}` : ''
  throw new Error(`${what}: not within ${ms / 1000} s${detail}`)
}

/** The queue's rows, for a failure's message. */
export const jobRows = (payload: Payload) =>
  sql(
    payload,
    `SELECT id, task_slug, processing, completed_at, has_error, total_tried, wait_until, error FROM payload_jobs`,
  )

/** A small PNG uploaded as a media document through the REST API of `base`. */
export async function uploadImage(base: string, headers: Record<string, string>) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1a6b3c' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'topology.png')
  form.append('_payload', JSON.stringify({ alt: 'Topology upload' }))
  const res = await fetch(`${base}/api/media`, { method: 'POST', headers, body: form })
  return { status: res.status, body: await res.text() }
}

/**
 * How many scheduled backups (`scripts/backup.ts --scheduled`, started by
 * scripts/lib/backup-schedule.mjs) run now as children of these processes, read from /proc.
 */
export function scheduledBackupsUnder(pids: number[]): number {
  let running = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // "pid (name) state ppid …": the name may hold spaces, so count from its closing bracket.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!pids.includes(ppid)) continue
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      if (args.some((a) => a.endsWith('scripts/backup.ts')) && args.includes('--scheduled'))
        running++
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return running
}

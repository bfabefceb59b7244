import type pg from 'pg'
import { NextResponse } from 'next/server'
import { migrations } from '@/migrations'
import { readiness, type Readiness } from '@/lib/health/readiness.server'
import { payloadClient } from '@/lib/payload.server'

/**
 * `GET /api/ready`: 200 when the database answers and every migration of this code is
 * applied; 503 with the reason otherwise, so a load balancer sends no visitor to
 * an instance that cannot serve them. Never cached: each probe reads the database.
 */
export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

async function check(): Promise<Readiness> {
  try {
    const payload = await payloadClient()
    // `npm run dev` pushes the schema instead of migrating: only the database's answer counts.
    const expected = process.env.PAYLOAD_DB_PUSH === 'true' ? [] : migrations.map((m) => m.name)
    return await readiness((payload.db as unknown as { pool: pg.Pool }).pool, expected)
  } catch {
    return { ready: false, reason: 'the database does not answer' }
  }
}

export async function GET() {
  const state = await check()
  return state.ready
    ? NextResponse.json({ status: 'ok' }, { headers: NO_STORE })
    : NextResponse.json(
        { status: 'unavailable', reason: state.reason },
        { status: 503, headers: NO_STORE },
      )
}

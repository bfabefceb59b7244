import type pg from 'pg'
import { NextResponse } from 'next/server'
import { databaseAnswers } from '@/lib/health/readiness.server'
import { schedulerState } from '@/lib/jobs/leader'
import { payloadClient } from '@/lib/payload.server'

/**
 * `GET /api/health`: the process answers, and whether its database does (`SELECT 1` within 2 s);
 * 503 while the database is unreachable, so a monitor or a load balancer sees an instance that
 * cannot serve (issue 65, decision 0132; `/api/ready` also checks the migrations). `jobs` tells
 * when this process's job scheduler last ticked and whether it leads (decisions 0034, 0082):
 * `lastTickAt` null, or older than a few ticks, means no scheduled work runs here.
 */
export const dynamic = 'force-dynamic'

async function database(): Promise<'ok' | 'unreachable'> {
  try {
    const payload = await payloadClient()
    const pool = (payload.db as unknown as { pool: pg.Pool }).pool
    return (await databaseAnswers(pool)) ? 'ok' : 'unreachable'
  } catch {
    return 'unreachable'
  }
}

export async function GET() {
  const db = await database()
  return NextResponse.json(
    { status: db === 'ok' ? 'ok' : 'unavailable', database: db, jobs: schedulerState() },
    { status: db === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}

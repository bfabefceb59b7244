import { NextResponse } from 'next/server'
import { schedulerState } from '@/lib/jobs/leader'

/**
 * `GET /api/health`: the process answers. For a load balancer's liveness probe;
 * it reads nothing, so a slow database never gets a healthy process restarted. `jobs` tells
 * when this process's job scheduler last ticked and whether it leads (decisions 0034, 0082):
 * `lastTickAt` null, or older than a few ticks, means no scheduled work runs here.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return NextResponse.json(
    { status: 'ok', jobs: schedulerState() },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

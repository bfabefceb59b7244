import { NextResponse } from 'next/server'

/**
 * `GET /api/health`: the process answers (issue 18). For a load balancer's liveness probe;
 * it reads nothing, so a slow database never gets a healthy process restarted.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}

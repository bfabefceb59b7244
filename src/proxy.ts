import { readdirSync } from 'node:fs'
import path from 'node:path'
import { NextResponse, type NextRequest } from 'next/server'
import { imageSourceStatus } from '@/lib/security/image-source'

/** The files of public/images, fixed at start (the folder ships with the build). */
const PUBLIC_IMAGES = new Set(readdirSync(path.join(process.cwd(), 'public', 'images')))

/**
 * Runs for the image optimizer only (see `config`): a local source that cannot be there is
 * answered 400 / 404 here, before Next fetches it and fails with a 500 (issue 47, M1;
 * decision 0076).
 */
export function proxy(req: NextRequest): NextResponse {
  const status = imageSourceStatus(req.nextUrl.searchParams.get('url'), PUBLIC_IMAGES)
  if (status === null) return NextResponse.next()
  return new NextResponse(status === 400 ? 'Bad Request' : 'Not Found', {
    status,
    headers: { 'Cache-Control': 'no-store' },
  })
}

export const config = { matcher: '/_next/image' }

import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { payloadSecret } from '@/lib/runtime-config'
import { createXsrfToken, XSRF_COOKIE, XSRF_HEADER } from '@/lib/security/xsrf'
import {
  confirmWith,
  donationBody,
  ids,
  setUpDonations,
  sql,
  staffTokens,
  staged,
  uniqueEmail,
} from '../donations/world'

/**
 * A refund from the back office opened at another host name than SITE_URL's (127.0.0.1 while
 * SITE_URL says localhost): the browser's session cookie with its Origin, as the Refund panel
 * sends it. Same-origin requests work from any host; a cookie sent from another site's page is
 * still not read, and the refusal names the configured SITE_URL instead of asking a signed-in
 * treasurer to sign in.
 */
setUpDonations()

type Post = (req: Request) => Promise<Response>
let post: Post
let token = ''
let xsrf = ''
/** world.ts sets this SITE_URL before the config is read. */
const SITE = 'https://charity.example.org'

beforeAll(async () => {
  post = (await import('@/app/api/donor/staff/refund/route')).POST as unknown as Post
  xsrf = await createXsrfToken(payloadSecret(env()))
  token = (await staffTokens(['treasurer'], 'hosts')).treasurer!
})

/** The Refund panel's request: the staff cookie and the XSRF pair, from a page at `origin`. */
const refund = (body: unknown, where: { url: string; host: string; origin: string }) =>
  post(
    new Request(`${where.url}/api/donor/staff/refund`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: where.host,
        origin: where.origin,
        cookie: `payload-token=${token}; ${XSRF_COOKIE}=${xsrf}`,
        [XSRF_HEADER]: xsrf,
      },
      body: JSON.stringify(body),
    }),
  )

async function gift() {
  const email = uniqueEmail('hosts')
  const body = donationBody({
    email,
    donations: [
      { donation_purpose_id: ids.medical, donation_amount: '40', is_repeat: '0', repeat_type: '' },
    ],
  })
  const { code } = await staged(body)
  return ((await confirmWith(email, code)) as { donationId: number }).donationId
}
const refunded = async (id: number) =>
  (
    await sql<{ r: number | null }>('SELECT refunded::int AS r FROM donations WHERE id = $1', [id])
  )[0]?.r ?? 0

describe('refunds from any host an admin uses', () => {
  it('works at SITE_URL and at a second host name (127.0.0.1), each page at its own origin', async () => {
    const donationId = await gift()
    const atSite = await refund(
      { donationId, amount: '5', requestId: 'site-host-01' },
      { url: SITE, host: 'charity.example.org', origin: SITE },
    )
    expect(atSite.status).toBe(200)
    // Before: 401 "Sign in to the back office to refund donations." to a signed-in treasurer.
    const atIp = await refund(
      { donationId, amount: '3', requestId: 'ip-host-0001' },
      { url: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
    )
    expect(atIp.status, JSON.stringify(await atIp.clone().json())).toBe(200)
    expect(await refunded(donationId)).toBe(800)
  })

  it("refuses a cookie sent from another site's page, naming SITE_URL, and refunds nothing", async () => {
    const donationId = await gift()
    const res = await refund(
      { donationId, amount: '5', requestId: 'cross-site-1' },
      { url: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', origin: 'http://localhost:3000' },
    )
    expect(res.status).toBe(403)
    const { error } = (await res.json()) as { error: { message: string } }
    expect(error.message).toBe(
      `This page was opened at http://localhost:3000, but the back office is set up for ${SITE} (SITE_URL). Open the back office at ${SITE}, or set SITE_URL to the address you use.`,
    )
    expect(error.message).not.toMatch(/sign in/i)
    expect(await refunded(donationId)).toBe(0)
  })
})

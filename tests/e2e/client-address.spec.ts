import { apiHeaders, uniqueIp } from './form-helpers'
import { expect, test } from './fixtures'

/**
 * The per-address rate limits count the address the trusted proxy saw, never
 * what a client wrote into X-Forwarded-For. The e2e server trusts one proxy
 * hop (TRUST_PROXY=1): the rightmost entry is the proxy's, the rest the
 * client's own word. stage-donation allows 10 stagings per address in 10
 * minutes and counts them before reading the body, so empty bodies suffice.
 */
test('a client rotating its own X-Forwarded-For entries is still limited by its real address', async ({
  page,
}) => {
  const real = uniqueIp()
  const headers = await apiHeaders(page, real)
  const stage = (forwardedFor: string) =>
    page.request.post('/api/donation/stage-donation', {
      headers: { ...headers, 'X-Forwarded-For': forwardedFor },
      data: {},
    })

  for (let i = 0; i < 10; i++) {
    expect((await stage(`${uniqueIp()}, ${real}`)).status(), `staging ${i + 1}`).toBe(422)
  }
  // A new made-up address on the left: still the same client, refused.
  const spoofed = await stage(`${uniqueIp()}, ${real}`)
  expect(spoofed.status()).toBe(429)
  expect(spoofed.headers()['retry-after']).toBeTruthy()
  // Another real client (another address appended by the proxy) is not held up.
  expect((await stage(`${real}, ${uniqueIp()}`)).status()).toBe(422)
})

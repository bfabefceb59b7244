import { paymobEnabled } from '@/features/donations/paymob/config.server'
import { receivePaymobNotification } from '@/features/donations/paymob/notification.server'
import { apiError, handler, notFound, ok } from '@/lib/api/http'
import { readBytes } from '@/lib/api/body'
import { payloadClient } from '@/lib/payload.server'

/**
 * POST paymob-callback (decision 0107; not in the spec's table: Paymob calls it, not the site's
 * pages): the transaction processed callback, and the card token callback of a saved card
 * (decision 0120). Trusted by its HMAC (the `hmac` query parameter),
 * not the XSRF token (src/lib/security/xsrf.ts exempts this path); the body is cut off at 64 KB
 * before it is parsed.
 */
export const POST = handler(async (req) => {
  if (!paymobEnabled()) return notFound('The page')
  const raw = Buffer.from(await readBytes(req, 64 * 1024)).toString('utf8')
  const answer = await receivePaymobNotification(
    await payloadClient(),
    raw,
    new URL(req.url).searchParams.get('hmac'),
  )
  return answer.status === 200
    ? ok({ message: answer.message })
    : apiError(answer.status, answer.message)
})

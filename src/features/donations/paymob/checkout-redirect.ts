/**
 * The browser's side of a gift in Egyptian pounds (decision 0107): the confirmation answers
 * `checkout_url`, Paymob's hosted checkout, and the page goes there (the card, wallet or kiosk
 * step happens on Paymob's page; nothing of it passes through this site). True when it went.
 */
export async function goToCheckout(res: Response): Promise<boolean> {
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { data?: { checkout_url?: unknown } }
  const url = body.data?.checkout_url
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return false
  window.location.assign(url)
  return true
}

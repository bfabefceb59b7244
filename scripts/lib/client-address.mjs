/**
 * The client's address as the server can vouch for it.
 *
 * `next start` passes on whatever X-Forwarded-For a client sends (it fills the
 * header only when it is missing), so any address-based limit could be
 * dodged by sending a new header with every request. The server that accepts
 * connections (scripts/serve.mjs) therefore replaces the header with one
 * address before Next sees the request:
 *
 * - no trusted proxy (TRUST_PROXY=0, the default): the peer that connected;
 * - behind N trusted proxies, each appending the address it saw (nginx's
 *   $proxy_add_x_forwarded_for, load balancers, CDNs): the entry the
 *   outermost trusted proxy appended, counted from the right. Entries to its
 *   left were written by the client and are ignored.
 *
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s) as received
 * @param {string | undefined} peer the socket's remote address
 * @param {number} trustedHops how many proxies in front of the app are trusted
 * @returns {string}
 */
export function clientAddress(forwardedFor, peer, trustedHops) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  chain.push(peer ?? 'unknown')
  // With fewer entries than trusted hops, the leftmost is the best there is.
  const index = Math.max(0, chain.length - 1 - Math.max(0, trustedHops))
  return normalise(chain[index] ?? 'unknown')
}

/** `::ffff:203.0.113.7` (an IPv4 peer of a dual-stack socket) as `203.0.113.7`; bounded in length. */
function normalise(address) {
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return (v4 ? v4[1] : address).slice(0, 64)
}

/**
 * TRUST_PROXY as a hop count: unset or empty is 0; anything but a whole
 * number from 0 to 10 throws (the launcher has validated it already).
 * @param {string | undefined} value
 * @returns {number}
 */
export function trustedHops(value) {
  if (value === undefined || value.trim() === '') return 0
  const hops = Number(value)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY must be a whole number of proxies from 0 to 10, not "${value}"`)
  }
  return hops
}

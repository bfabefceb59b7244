import { BlockList, isIP } from 'node:net'

/**
 * The client's address as the server can vouch for it.
 *
 * `next start` passes on whatever X-Forwarded-For a client sends (it fills the
 * header only when it is missing), so any address-based limit could be
 * dodged by sending a new header with every request. The server that accepts
 * connections (scripts/serve.mjs) therefore replaces the header with one
 * address before Next sees the request: walking from the connecting peer
 * leftwards through the entries the proxies appended, as long as the address
 * in hand is a trusted proxy's; the first address that is not is the client.
 * Entries further left were written by the client and are ignored.
 *
 * Which proxies are trusted (TRUST_PROXY, decision 0078):
 * - none (`0`, unset): the peer that connected;
 * - a list of addresses and CIDR ranges (`127.0.0.1,10.0.0.0/8,fd00::/8`): those proxies only,
 *   however many hops;
 * - a number N from 1 to 10: the peer must be on this machine (loopback: nginx beside the app);
 *   then N hops are counted from the right, as before (a CDN in front of that nginx writes its
 *   own entry). Before issue 47 a number trusted the header from ANY peer: whoever reached the
 *   app's port directly picked their own address.
 *
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s) as received
 * @param {string | undefined} peer the socket's remote address
 * @param {TrustedProxies} trust from `trustedProxies(TRUST_PROXY)`
 * @returns {string}
 */
export function clientAddress(forwardedFor, peer, trust) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = header
    .split(',')
    .map((entry) => normalise(entry.trim()))
    .filter(Boolean)
  let address = normalise(peer ?? '') || 'unknown'
  for (let hop = 0; hop < trust.maxHops && chain.length > 0; hop++) {
    if (!trust.trusts(address, hop)) break
    address = chain.pop() ?? address
  }
  return address.slice(0, 64)
}

/** `::ffff:203.0.113.7` (an IPv4 peer of a dual-stack socket) as `203.0.113.7`; bounded in length. */
function normalise(address) {
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return (v4 ? v4[1] : address).slice(0, 64)
}

/**
 * @typedef {{ maxHops: number, trusts: (address: string, hop: number) => boolean, label: string }} TrustedProxies
 */

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** Whether `address` is in `list` (false for anything that is not an IP address). */
function inList(list, address) {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * TRUST_PROXY read: unset, empty or 0 trusts no one; a whole number up to 10 is that many hops
 * behind a proxy on this machine; otherwise a comma-separated list of addresses and CIDR ranges.
 * Anything else throws (the launcher has validated it already).
 * @param {string | undefined} value
 * @returns {TrustedProxies}
 */
export function trustedProxies(value) {
  const text = (value ?? '').trim()
  if (text === '' || text === '0') return { maxHops: 0, trusts: () => false, label: 'none' }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > 10)
      throw new Error(`TRUST_PROXY must be 0 to 10 or a list of addresses, not "${value}"`)
    return {
      maxHops: hops,
      trusts: (address, hop) => hop > 0 || inList(LOOPBACK, address),
      label: `${hops} hop(s) behind a proxy on this machine`,
    }
  }
  const list = new BlockList()
  for (const entry of text.split(',').map((e) => e.trim())) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix)
    if (family === 0 || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      throw new Error(`TRUST_PROXY has "${entry}", which is neither an address nor a CIDR range`)
    }
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4')
  }
  return { maxHops: 10, trusts: (address) => inList(list, address), label: `the proxies ${text}` }
}

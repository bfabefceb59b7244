/**
 * The part of a client address a rate limit counts: an IPv4 address whole, an IPv6 address as
 * its /64 network (the first four groups), which is what one subscriber or server is given, so
 * that rotating through the 2^64 addresses of one network counts as one client.
 * Anything that is not an IPv6 address is returned as it is.
 */
export function limitedAddress(address: string): string {
  if (!address.includes(':')) return address
  const groups = expandIpv6(address.replace(/%.*$/, ''))
  if (!groups) return address
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The 8 groups of an IPv6 address, lower case without leading zeros; null when it is not one. */
function expandIpv6(address: string): string[] | null {
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups.
  const v4 = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address)
  let text = address
  if (v4) {
    const [a, b, c, d] = v4.slice(2).map(Number) as [number, number, number, number]
    text = `${v4[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.toLowerCase().split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  return groups.map((g) => g.replace(/^0+(?=.)/, ''))
}

import { BlockList, isIP } from 'node:net'

/**
 * The load balancers and proxies in front of the cloud (TRUSTED_PROXIES: addresses or CIDR ranges).
 * Behind one, every request comes from its address: without this list, the per-IP limits would be
 * one budget for every visitor together.
 */
export interface TrustedProxies {
  has(address: string): boolean
}

/** Builds the list; throws naming an entry that is neither an IP address nor a CIDR range. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = family === 6 ? 128 : 32
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d{1,3}$/.test(prefix!) || bits > maxBits))
    ) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (10.0.0.0/8).`)
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return {
    has(address) {
      const plain = unmapped(address)
      const family = isIP(plain)
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4')
    },
  }
}

/**
 * The address a request's limits are counted under. A peer that is a trusted proxy speaks for the
 * client: the nearest address in X-Forwarded-For that is not itself a trusted proxy (each proxy
 * appends the address it saw, so the entries to its left are the client's to write and could be
 * anything). From any other peer the header is ignored, or a client would pick its own budget.
 */
export function clientIp(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  proxies: TrustedProxies | undefined,
): string {
  const socketAddress = peer === undefined ? 'unknown' : unmapped(peer)
  if (proxies === undefined || !proxies.has(socketAddress) || forwardedFor === undefined) return socketAddress
  const hops = [forwardedFor]
    .flat()
    .join(',')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!
    if (isIP(hop) === 0) return socketAddress
    if (!proxies.has(hop)) return hop
  }
  return socketAddress
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function unmapped(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address
}

// RFC 3986 (URI generic syntax), as much of it as EIP-4361 and CAIP-122 refer to: a URI, its
// authority and the `pchar` of a path segment. Written as small checks rather than one large
// expression so that each rule can be read against the RFC's ABNF.

const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const PCT_ENCODED = '%[0-9A-Fa-f]{2}'

const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`
const PCHARS = new RegExp(`^${PCHAR}*$`)
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`)
const PATH = new RegExp(`^(?:${PCHAR}|/)*$`)
const USERINFO = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*$`)
const REG_NAME = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*$`)
const IPV_FUTURE = new RegExp(`^v[0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`)
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/
const PORT = /^[0-9]*$/
const H16 = /^[0-9A-Fa-f]{1,4}$/
const DEC_OCTET = /^(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])$/

/** `*pchar`: what a path segment (and EIP-4361's request id) may hold. */
export function isPchars(value: string): boolean {
  return PCHARS.test(value)
}

export function isIpv4Address(value: string): boolean {
  const octets = value.split('.')
  return octets.length === 4 && octets.every((octet) => DEC_OCTET.test(octet))
}

/** RFC 3986's IPv6address: eight 16-bit groups, `::` for a run of zeros, an IPv4 tail allowed. */
export function isIpv6Address(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')))
  const all = groups.flat()
  // An IPv4 tail stands for the last two groups; it can only end the address, never precede '::'.
  const last = groups.at(-1)?.at(-1)
  const tail = last?.includes('.') ? 2 : 0
  if (tail === 2 && !isIpv4Address(last as string)) return false
  const hexGroups = tail === 2 ? all.slice(0, -1) : all
  if (!hexGroups.every((group) => H16.test(group))) return false
  const count = hexGroups.length + tail
  // `::` replaces at least one group.
  return halves.length === 2 ? count <= 7 : count === 8
}

/** `host`: an IP literal in brackets, an IPv4 address or a registered name (possibly empty). */
export function isUriHost(value: string): boolean {
  if (value.startsWith('[')) {
    if (!value.endsWith(']')) return false
    const literal = value.slice(1, -1)
    return isIpv6Address(literal) || IPV_FUTURE.test(literal)
  }
  return REG_NAME.test(value)
}

/** `authority = [ userinfo "@" ] host [ ":" port ]`. */
export function isUriAuthority(value: string): boolean {
  const at = value.lastIndexOf('@')
  if (at !== -1 && !USERINFO.test(value.slice(0, at))) return false
  const hostPort = value.slice(at + 1)
  // The port follows the last ':' unless that ':' is inside an IPv6 literal.
  const colon = hostPort.lastIndexOf(':')
  const hasPort = colon !== -1 && colon > hostPort.lastIndexOf(']')
  const host = hasPort ? hostPort.slice(0, colon) : hostPort
  if (hasPort && !PORT.test(hostPort.slice(colon + 1))) return false
  return isUriHost(host)
}

/** `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (an absolute URI, as EIP-4361 wants). */
export function isUri(value: string): boolean {
  const match = /^([^:/?#]+):([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(value)
  if (!match) return false
  const [, scheme = '', hierPart = '', query, fragment] = match
  if (!SCHEME.test(scheme)) return false
  if (query !== undefined && !QUERY_OR_FRAGMENT.test(query)) return false
  if (fragment !== undefined && !QUERY_OR_FRAGMENT.test(fragment)) return false
  if (hierPart.startsWith('//')) {
    // "//" authority path-abempty: the path is empty or starts with '/'.
    const rest = hierPart.slice(2)
    const slash = rest.indexOf('/')
    const authority = slash === -1 ? rest : rest.slice(0, slash)
    const path = slash === -1 ? '' : rest.slice(slash)
    return isUriAuthority(authority) && PATH.test(path)
  }
  // path-absolute, path-rootless or path-empty: the "//" case is handled above.
  return PATH.test(hierPart)
}

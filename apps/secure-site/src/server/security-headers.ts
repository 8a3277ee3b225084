import { isExactHttpOrigin } from '../shared/origin.js'

/** On every answer: no MIME sniffing, and no referrer for anything the page loads. */
export const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const

export interface PagePolicy {
  /** The origins the cloud allows to frame the page; empty → frame-ancestors 'none'. */
  ancestors: readonly string[]
  /**
   * The cloud's URL: with 'self', the only place the page may connect to. Never a URL the dapp
   * chose (the frame URL's rpcUrl): the dapp's script is the attacker here, and an open
   * connect-src would let an injected script post what it read anywhere.
   */
  connectTo: readonly string[]
  /**
   * Where the dapp's icon may load from besides 'self' and data: the project's configured origins
   * (the same list as frame-ancestors), not any host: an image URL is a request that can carry data.
   */
  imagesFrom: readonly string[]
}

/**
 * The page's Content-Security-Policy. frame-ancestors is the point (only the dapps the cloud lists
 * may embed the wallet); the rest keeps an injected script from running or from sending anything
 * anywhere but the cloud, the chain and this server.
 */
export function pageCsp(policy: PagePolicy): string {
  const ancestors = policy.ancestors.filter(isExactHttpOrigin)
  const connect = new Set(["'self'"])
  for (const url of policy.connectTo) {
    const origin = originOf(url)
    if (origin) connect.add(origin)
  }
  const images = new Set(["'self'", 'data:', ...policy.imagesFrom.filter(isExactHttpOrigin)])
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // The dapp's icon on the approval screen: inline, or from one of the project's own origins.
    `img-src ${[...images].join(' ')}`,
    `connect-src ${[...connect].join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ')
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url)
    return isExactHttpOrigin(origin) ? origin : undefined
  } catch {
    return undefined
  }
}

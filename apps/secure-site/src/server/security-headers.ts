import { isExactHttpOrigin } from '../shared/origin.js'

/** On every answer: no MIME sniffing, and no referrer for anything the page loads. */
export const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const

export interface PagePolicy {
  /** The origins the cloud allows to frame the page; empty → frame-ancestors 'none'. */
  ancestors: readonly string[]
  /** The cloud's and the JSON-RPC endpoint's URLs: the only places the page may connect to. */
  connectTo: readonly string[]
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
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // The dapp's icon on the approval screen comes from wherever the dapp keeps it.
    "img-src 'self' data: http: https:",
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

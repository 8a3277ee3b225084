import { HttpRequestError } from '@appkit/common'

/** The spec §8 alerts a failed request can raise. */
export type RequestAlertCode = 'APKT002' | 'APKT006' | 'APKT007' | 'APKT009' | 'APKT010'

/** How deep to look through `cause`s: a wrapper of a wrapper is still about the same answer. */
const MAX_CAUSE_DEPTH = 8

/** Spec §8's server messages, each the alert it means, whatever the status it came with. */
const SERVER_MESSAGES: readonly [RegExp, RequestAlertCode][] = [
  [/^Unauthorized: origin not allowed/, 'APKT002'],
  [/^Unauthorized: invalid key/, 'APKT007'],
  [/^JWT validation error/, 'APKT006'],
]

/**
 * The alert a failed request should raise (spec §8, as §7 says of the origins fetch): one of spec
 * §8's server messages raises its own (an origin not allowed APKT002, an invalid key APKT007, a
 * token not yet valid APKT006); otherwise HTTP 429 is 'APKT010' (Rate Limited) and any 5xx
 * 'APKT009' (Server Error). Anything else, another 4xx, a timeout, a refused connection or no
 * error at all, raises no alert: undefined. Looks through `cause`s, so a controller's own error
 * wrapping the HTTP failure maps the same.
 */
export function alertCodeOf(error: unknown): RequestAlertCode | undefined {
  let node: unknown = error
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && node instanceof Error; depth++) {
    if (node instanceof HttpRequestError) {
      const said = node.serverMessage
      const known = said === undefined ? undefined : SERVER_MESSAGES.find(([pattern]) => pattern.test(said))
      if (known) return known[1]
      if (node.status === 429) return 'APKT010'
      return node.status >= 500 && node.status < 600 ? 'APKT009' : undefined
    }
    node = node.cause
  }
  return undefined
}

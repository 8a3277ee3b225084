/** Segments kept as they are: names (`account`, `v1`, `fee-estimates`); anything else is an id. */
const NAME_SEGMENT = /^[a-z][a-z0-9-]{0,31}$/
/** Enough to tell every route of the cloud apart; deeper paths share their prefix's class. */
const MAX_SEGMENTS = 5

/**
 * The class of a request path for a metric label: named segments kept, ids (addresses, hashes,
 * names with dots) replaced by `:id`, so `/v1/account/0xab…/balance` and every other address's are
 * one series. A label per raw path would let any caller grow the metrics without end.
 */
export function routeClass(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '')
  const kept = segments
    .slice(0, MAX_SEGMENTS)
    .map((segment) => (NAME_SEGMENT.test(segment) ? segment : ':id'))
  return `/${kept.join('/')}${segments.length > MAX_SEGMENTS ? '/…' : ''}`
}

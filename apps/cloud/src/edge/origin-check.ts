/**
 * Which pages may open the cloud's WebSockets and read its chains' answers. A browser sends `Origin`
 * on every WebSocket and cross-origin request, and a page cannot forge it, so this is what tells a
 * trusted page from any other site the visitor has open. Node clients (tests, the cloud's own calls,
 * wallets run from scripts) send none and pass.
 */
export interface OriginCheckOptions {
  /** Origins trusted besides this machine's own pages: TRUSTED_ORIGINS, the dapps' ALLOWED_ORIGINS. */
  trustedOrigins?: readonly string[]
}

/** Pages served from this machine (the lab, the test wallet, the examples, the secure site). */
const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/

/** A predicate over a request's Origin header (undefined when the request has none). */
export function originCheck(options: OriginCheckOptions = {}): (origin: string | undefined) => boolean {
  const trusted = new Set(options.trustedOrigins ?? [])
  return (origin) => origin === undefined || LOOPBACK_ORIGIN.test(origin) || trusted.has(origin)
}

/**
 * True when `value` is exactly an http(s) origin as a browser writes it (scheme, host, port; no
 * path, no trailing slash). Origins end up in a CSP header and as postMessage targets, so anything
 * looser (a space, a `;`, a wildcard) must never pass.
 */
export function isExactHttpOrigin(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
}

/**
 * Which `Host` a local server answers to, against DNS rebinding: a page on evil.example whose name
 * is re-pointed at 127.0.0.1 reaches the cloud's ports as a same-origin page, so no CORS rule stops
 * it. Its requests still say `Host: evil.example:port`, and that is what is refused (421).
 */
export interface HostCheckOptions {
  /**
   * More names to answer to, `name` (any port) or `name:port`: a deployment's own (ALLOWED_HOSTS,
   * the host of PUBLIC_URL).
   */
  allowedHosts?: readonly string[]
}

export const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** A predicate over a request's Host header for a server listening on `port`. */
export function hostCheck(
  port: number,
  options: HostCheckOptions = {},
): (host: string | undefined) => boolean {
  const extra = new Set((options.allowedHosts ?? []).map((entry) => entry.trim().toLowerCase()))
  return (header) => {
    const parsed = parseHost(header)
    if (parsed === undefined) return false
    const { name, port: asked } = parsed
    if (LOOPBACK_NAMES.has(name) && asked === port) return true
    return extra.has(name) || (asked !== undefined && extra.has(`${name}:${asked}`))
  }
}

/** `name[:port]`, lowercased; undefined for a missing or malformed header (userinfo, path, …). */
function parseHost(header: string | undefined): { name: string; port: number | undefined } | undefined {
  if (header === undefined || header === '' || /[\s/@?#\\]/.test(header)) return undefined
  let url: URL
  try {
    url = new URL(`http://${header}`)
  } catch {
    return undefined
  }
  if (url.host !== header.toLowerCase() && `${url.host}:80` !== header.toLowerCase()) return undefined
  return { name: url.hostname, port: url.port === '' ? portOf(header) : Number(url.port) }
}

/** `new URL` drops :80 (http's default); a server on port 80 still needs to see it. */
function portOf(header: string): number | undefined {
  return /:80$/.test(header) ? 80 : undefined
}

/** The host of a URL setting (PUBLIC_URL), as an ALLOWED_HOSTS entry; undefined when unset. */
export function hostOfUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined
  try {
    return new URL(url).host.toLowerCase() || undefined
  } catch {
    return undefined
  }
}

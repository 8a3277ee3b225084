import { LOOPBACK_NAMES } from '../../edge/host-check.js'

/**
 * Which `aud` names this relay. A client signs the relay URL it was given, so the relay accepts
 * every URL that reaches it: its loopback names on its port (as the Host check does), the URL it
 * listens on, and the public URLs a deployment serves it under (a load balancer's
 * `wss://relay.example.com`), which the relay cannot guess.
 */
export function relayAudience(
  port: number,
  listenUrl: string,
  publicUrls: readonly string[] = [],
): (aud: string) => boolean {
  const loopback = [...LOOPBACK_NAMES].map((name) => `ws://${name}:${port}`)
  const own = [...loopback, listenUrl, ...publicUrls]
  const accepted = new Set(own.map((url) => normalize(url)))
  return (aud) => {
    const key = normalize(aud)
    return key !== undefined && accepted.has(key)
  }
}

/** Throws on a public URL that no WebSocket client could have been given. */
export function assertRelayUrl(url: string): void {
  if (normalize(url) === undefined) {
    throw new Error(`A relay's public URL must be a ws:// or wss:// URL, got "${url}".`)
  }
}

/** Scheme, host and path: `ws://h:1`, `ws://H:1/` and `ws://h:1/?projectId=p` name one relay. */
function normalize(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return undefined
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`
}

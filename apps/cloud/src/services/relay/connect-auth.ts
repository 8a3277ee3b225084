/**
 * Who is connecting. WalletConnect clients open `<relayUrl>?auth=<JWT>&ua=…&projectId=…`, the JWT
 * signed by the client's own Ed25519 key and its `iss` the matching did:key. The relay reads
 * the token's shape only: it is a local relay, anyone on this machine may use it, and any
 * projectId is accepted. The did:key still matters: it names the client across reconnects, so
 * the relay never sends a client its own messages or ones it already acknowledged.
 */
export type ConnectAuth = { ok: true; clientId: string } | { ok: false; reason: string }

/** `requestUrl` is the raw request target (path and query), as in `req.url`. */
export function readConnectAuth(requestUrl: string): ConnectAuth {
  // URLSearchParams never throws, unlike new URL() on a malformed target.
  const queryStart = requestUrl.indexOf('?')
  const query = new URLSearchParams(queryStart === -1 ? '' : requestUrl.slice(queryStart + 1))
  const token = query.get('auth')
  if (!token) return refuse('Missing "auth" query parameter: a did:key JWT, as WalletConnect clients send.')
  const parts = token.split('.')
  if (parts.length !== 3 || parts.some((part) => part === '')) {
    return refuse('"auth" is not a JWT: expected header.payload.signature.')
  }
  const header = decodeJson(parts[0]!)
  const payload = decodeJson(parts[1]!)
  if (header?.alg !== 'EdDSA') return refuse('"auth" JWT header must have alg "EdDSA".')
  const issuer = payload?.iss
  if (typeof issuer !== 'string' || !issuer.startsWith('did:key:')) {
    return refuse('"auth" JWT payload must have an "iss" that is a did:key.')
  }
  return { ok: true, clientId: issuer }
}

function refuse(reason: string): ConnectAuth {
  return { ok: false, reason }
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

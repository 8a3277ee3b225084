import { type ClientJwtRules, verifyClientJwt } from './client-jwt.js'

/**
 * Who is connecting. WalletConnect clients open `<relayUrl>?auth=<JWT>&ua=…&projectId=…`, the JWT
 * signed by the client's own Ed25519 key, its `iss` the matching did:key (`client-jwt.ts` checks
 * it). Any projectId is accepted. The did:key names the client across reconnects, so the relay
 * never sends a client its own messages or ones it already acknowledged, and counts its quotas.
 */
export type ConnectAuth = { ok: true; clientId: string } | { ok: false; reason: string }

/** `requestUrl` is the raw request target (path and query), as in `req.url`. */
export function readConnectAuth(requestUrl: string, rules: ClientJwtRules): ConnectAuth {
  // URLSearchParams never throws, unlike new URL() on a malformed target.
  const queryStart = requestUrl.indexOf('?')
  const query = new URLSearchParams(queryStart === -1 ? '' : requestUrl.slice(queryStart + 1))
  const token = query.get('auth')
  if (!token)
    return {
      ok: false,
      reason: 'Missing "auth" query parameter: a did:key JWT, as WalletConnect clients send.',
    }
  const verified = verifyClientJwt(token, rules)
  return verified.ok ? verified : { ok: false, reason: `"auth" JWT refused: ${verified.reason}.` }
}

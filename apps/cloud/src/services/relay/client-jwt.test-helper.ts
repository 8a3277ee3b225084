import { createClientToken } from './client-token.js'

/**
 * A client's auth token as WalletConnect clients make it, with a new key each call: real, so a test
 * holds when the relay checks signatures.
 */
export function signClientJwt(relayUrl: string, now = Date.now()): string {
  return createClientToken({ audience: relayUrl, now }).token
}

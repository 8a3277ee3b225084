import { createHash } from 'node:crypto'
import { mac, macMatches } from './mac-keys.js'

// A social user's recovery share opens with a fresh ID token. The cloud sees that token too (it
// logs the user in with it), so the token alone must not be enough: the grant is this server's MAC
// of the very token it got from the provider in exchange for a code only the page could redeem
// (PKCE). The page keeps it in memory and sends it only here, never to the cloud.

const digest = (idToken: string) => createHash('sha256').update(idToken).digest('base64url')

export function recoveryGrant(key: Buffer, idToken: string): string {
  return mac(key, digest(idToken))
}

export function isRecoveryGrantFor(key: Buffer, idToken: string, grant: string): boolean {
  return macMatches(key, digest(idToken), grant)
}

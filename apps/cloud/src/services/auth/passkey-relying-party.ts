/**
 * Who the passkeys belong to (WebAuthn's relying party): the secure site, since its page creates and
 * uses them. Its origin is the one the browser writes into every answer; its ID is that origin's
 * host. Browsers refuse an IP address as an RP ID: for passkeys the secure site must be reached by a
 * name (`http://localhost:4176` in the lab), and SECURE_SITE_ORIGIN must say so.
 */
export interface RelyingParty {
  id: string
  origin: string
  name: string
}

export function relyingPartyOf(secureSiteOrigin: string): RelyingParty {
  return { id: new URL(secureSiteOrigin).hostname, origin: secureSiteOrigin, name: 'AppKit wallet' }
}

import { createHmac, randomBytes } from 'node:crypto'
import type { WebAuthn } from './webauthn.js'

// Test-only: a person's authenticator with the PRF extension, as the page's WebAuthn sees it. Each
// passkey has its own secret; its PRF output is an HMAC of the page's input under that secret, as
// CTAP's hmac-secret is. `withoutPrf` plays an authenticator that does not do PRF.

export function fakeAuthenticator(options: { withoutPrf?: boolean } = {}) {
  const secrets = new Map<string, Buffer>()
  const prf = (id: string) =>
    options.withoutPrf
      ? undefined
      : new Uint8Array(createHmac('sha256', secrets.get(id)!).update('prf').digest())
  const webauthn: WebAuthn = {
    async create() {
      const id = randomBytes(16).toString('base64url')
      secrets.set(id, randomBytes(32))
      return {
        json: {
          id,
          rawId: id,
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'oA' },
          clientExtensionResults: {},
        },
        prf: prf(id),
      }
    },
    async get(_options, only) {
      const id = only ?? [...secrets.keys()].at(-1)
      if (!id || !secrets.has(id)) throw new DOMException('No passkey', 'NotAllowedError')
      return {
        json: {
          id,
          rawId: id,
          type: 'public-key',
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
          clientExtensionResults: {},
        },
        prf: prf(id),
      }
    },
  }
  return { webauthn, secrets }
}

export type FakeAuthenticator = ReturnType<typeof fakeAuthenticator>

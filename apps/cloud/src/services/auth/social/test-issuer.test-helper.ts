import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { afterAll, beforeAll } from 'vitest'
import type { SocialConfig } from './social-config.js'

export const TEST_CLIENT_ID = 'appkit-secure-site'

export interface TestIssuer {
  issuer: string
  /** An ID token for our client with a fresh nonce, issued now (or at `claims.iat`), signed by the issuer's key. */
  sign(claims?: JWTPayload, options?: { key?: CryptoKey; omit?: string[] }): Promise<string>
  /** A key the issuer does not publish (forged signatures). */
  strangerKey: CryptoKey
  /** What the discovery document names as the issuer (the issuer's own URL unless a test changes it). */
  discoveryIssuer: (own: string) => string
}

/**
 * An OpenID Connect issuer for unit tests of the cloud's side: its discovery document and key set
 * over HTTP on a free port, as a real one publishes them, and tokens signed with its key. The whole
 * code flow against a real provider is cloud-social.integration.test.ts's.
 */
export function useTestIssuer(now: () => number = Date.now): {
  get(): TestIssuer
  /** The social configuration naming it as `google`, once it listens. */
  config(linkByEmail?: boolean): Promise<SocialConfig>
} {
  let server: Server | undefined
  let ready: (issuer: TestIssuer) => void
  const started = new Promise<TestIssuer>((resolve) => {
    ready = resolve
  })
  let current: TestIssuer | undefined

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true })
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }
    const strangerKey = (await generateKeyPair('ES256')).privateKey
    const self: TestIssuer = {
      issuer: '',
      strangerKey,
      discoveryIssuer: (own) => own,
      sign(claims = {}, options = {}) {
        const at = Math.floor(now() / 1000)
        const payload: JWTPayload = {
          iss: self.issuer,
          aud: TEST_CLIENT_ID,
          sub: 'subject-1',
          nonce: randomUUID(),
          iat: at,
          exp: at + 3600,
          ...claims,
        }
        for (const claim of options.omit ?? []) delete payload[claim]
        return new SignJWT(payload)
          .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
          .sign(options.key ?? pair.privateKey)
      },
    }
    server = createServer((req, res) => {
      const body =
        req.url === '/issuer/.well-known/openid-configuration'
          ? { issuer: self.discoveryIssuer(self.issuer), jwks_uri: `${self.issuer}/jwks` }
          : req.url === '/issuer/jwks'
            ? { keys: [jwk] }
            : undefined
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}))
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    self.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/issuer`
    current = self
    ready(self)
  })
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  return {
    get() {
      if (!current) throw new Error('The test issuer did not start')
      return current
    },
    config: async (linkByEmail = false) => ({
      providers: [{ name: 'google', issuer: (await started).issuer, clientId: TEST_CLIENT_ID }],
      linkByEmail,
    }),
  }
}

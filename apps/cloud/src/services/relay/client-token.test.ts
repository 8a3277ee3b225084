import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifyClientJwt } from './client-jwt.js'
import { clientIdOf, createClientToken } from './client-token.js'
import { publicKeyOfDidKey } from './did-key.js'

const RELAY = 'ws://127.0.0.1:8788'
const NOW = 1_800_000_000_000
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

describe('createClientToken', () => {
  it('makes the token a WalletConnect client makes: EdDSA, its did:key as iss, a one-day lifetime', () => {
    const { token, clientId } = createClientToken({ audience: RELAY, now: NOW })
    const [header, payload] = token.split('.')
    expect(decode(header!)).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    expect(decode(payload!)).toEqual({
      iss: clientId,
      sub: expect.stringMatching(/^[0-9a-f]{64}$/),
      aud: RELAY,
      iat: NOW / 1000,
      exp: NOW / 1000 + 86_400,
    })
    const rules = {
      audience: (aud: string) => aud === RELAY,
      now: () => NOW,
      clockSkewSeconds: 0,
      maxLifetimeSeconds: 86_400,
    }
    expect(verifyClientJwt(token, rules)).toEqual({ ok: true, clientId })
  })

  it('names a client by its key: the same key is the same client, a new key a new one', () => {
    const privateKey = generateKeyPairSync('ed25519').privateKey
    const first = createClientToken({ audience: RELAY, privateKey })
    const second = createClientToken({ audience: RELAY, privateKey })
    expect(second.clientId).toBe(first.clientId)
    expect(second.token).not.toBe(first.token)
    expect(first.clientId).toBe(clientIdOf(privateKey))
    expect(createClientToken({ audience: RELAY }).clientId).not.toBe(first.clientId)
    const raw = privateKey.export({ format: 'jwk' }).x!
    expect(Buffer.from(publicKeyOfDidKey(first.clientId)!).toString('base64url')).toBe(raw)
  })
})

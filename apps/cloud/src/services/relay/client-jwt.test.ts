import { generateKeyPairSync } from 'node:crypto'
import { memoryKeyValueStorage } from '@appkit/testing/node'
import { Core } from '@walletconnect/core'
import { describe, expect, it, vi } from 'vitest'
import { type ClientJwtRules, verifyClientJwt } from './client-jwt.js'
import { type ClientTokenClaims, clientIdOf, signClientToken } from './client-token.js'

const RELAY = 'ws://127.0.0.1:8788'
const NOW = 1_800_000_000_000
const DAY = 24 * 60 * 60
const rules: ClientJwtRules = {
  audience: (aud) => aud === RELAY,
  now: () => NOW,
  clockSkewSeconds: 60,
  maxLifetimeSeconds: DAY,
}

const key = generateKeyPairSync('ed25519').privateKey
const claims = (overrides: Partial<ClientTokenClaims> = {}): ClientTokenClaims => ({
  iss: clientIdOf(key),
  sub: 'a1b2',
  aud: RELAY,
  iat: NOW / 1000,
  exp: NOW / 1000 + DAY,
  ...overrides,
})
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function reasonFor(token: string, overrides: Partial<ClientJwtRules> = {}): string | undefined {
  const result = verifyClientJwt(token, { ...rules, ...overrides })
  return result.ok ? undefined : result.reason
}

describe('verifyClientJwt', () => {
  it('accepts a token the client signed for this relay and names the client by its did:key', () => {
    expect(verifyClientJwt(signClientToken(claims(), key), rules)).toEqual({
      ok: true,
      clientId: clientIdOf(key),
    })
  })

  it('accepts the token WalletConnect’s own client signs', async () => {
    vi.stubEnv('IS_VITEST', 'true')
    try {
      const core = new Core({ projectId: 'p', storage: memoryKeyValueStorage(), logger: 'silent' })
      await core.crypto.init()
      const token = await core.crypto.signJWT(RELAY)
      const result = verifyClientJwt(token, { ...rules, now: Date.now })
      expect(result).toMatchObject({ ok: true, clientId: expect.stringMatching(/^did:key:z6Mk/) })
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('refuses a forged signature', () => {
    const [data] = signClientToken(claims(), key).split(/\.(?=[^.]+$)/)
    const forged = `${data}.${Buffer.alloc(64, 7).toString('base64url')}`
    expect(reasonFor(forged)).toMatch(/signature/)
  })

  it('refuses claims changed after signing (another aud on a real signature)', () => {
    const [, , signature] = signClientToken(claims(), key).split('.')
    const [header, payload] = signClientToken(claims({ exp: NOW / 1000 + 10 * DAY }), key).split('.')
    expect(reasonFor(`${header}.${payload}.${signature}`)).toMatch(/signature/)
  })

  it('refuses a token of another key (iss names a key that did not sign it)', () => {
    const victim = generateKeyPairSync('ed25519').privateKey
    expect(reasonFor(signClientToken(claims({ iss: clientIdOf(victim) }), key))).toMatch(/signature/)
  })

  it('refuses an expired token, past the clock skew', () => {
    const expired = signClientToken(claims({ iat: NOW / 1000 - DAY - 61, exp: NOW / 1000 - 61 }), key)
    expect(reasonFor(expired)).toMatch(/expired/)
    const withinSkew = signClientToken(claims({ iat: NOW / 1000 - DAY - 59, exp: NOW / 1000 - 59 }), key)
    expect(reasonFor(withinSkew)).toBeUndefined()
  })

  it('refuses a token for another relay (aud)', () => {
    expect(reasonFor(signClientToken(claims({ aud: 'wss://relay.example.com' }), key))).toMatch(/aud/)
  })

  it('refuses a token issued in the future, past the clock skew', () => {
    expect(reasonFor(signClientToken(claims({ iat: NOW / 1000 + 61, exp: NOW / 1000 + DAY }), key))).toMatch(
      /iat is in the future/,
    )
    expect(
      reasonFor(signClientToken(claims({ iat: NOW / 1000 + 59, exp: NOW / 1000 + DAY }), key)),
    ).toBeUndefined()
  })

  it('refuses a stolen token that would never expire (exp a year after iat)', () => {
    expect(reasonFor(signClientToken(claims({ exp: NOW / 1000 + 365 * DAY }), key))).toMatch(/longer than/)
  })

  it('refuses alg "none" and other algorithms, even with a valid payload', () => {
    const [, payload, signature] = signClientToken(claims(), key).split('.')
    for (const alg of ['none', 'HS256', 'ES256']) {
      expect(reasonFor(`${segment({ alg, typ: 'JWT' })}.${payload}.${signature}`)).toMatch(/header/)
    }
  })

  it.each([
    ['two parts', 'a.b', /not a JWT/],
    ['an empty part', 'a..c', /not a JWT/],
    ['characters outside base64url', 'a.b+.c', /not a JWT/],
    ['a header that is not JSON', `${Buffer.from('{').toString('base64url')}.e30.c2ln`, /header/],
    [
      'no claims',
      `${segment({ alg: 'EdDSA', typ: 'JWT' })}.e30.c2ln`,
      /payload has no valid iss, sub, aud, iat, exp/,
    ],
    ['an iss that is no did:key', signClientToken(claims({ iss: 'did:web:example.com' }), key), /did:key/],
    ['a short signature', `${signClientToken(claims(), key).slice(0, -10)}`, /signature/],
  ])('refuses %s', (_name, token, reason) => {
    expect(reasonFor(token)).toMatch(reason)
  })

  it('never repeats the token in its reason', () => {
    const token = signClientToken(claims({ aud: 'wss://elsewhere.example' }), key)
    const reason = reasonFor(token)!
    for (const part of token.split('.')) expect(reason).not.toContain(part)
    expect(reason).not.toContain('elsewhere')
  })
})

import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
} from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { createIdTokenFaults, isIdTokenFault, withFault } from './id-token-faults.js'
import type { SigningJwk } from './oidc-keys.js'

let key: SigningJwk
let original: string
const now = Math.floor(Date.now() / 1000)

beforeAll(async () => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  key = { ...(await exportJWK(privateKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  original = await new SignJWT({
    iss: 'https://issuer',
    aud: 'client',
    sub: 'ada',
    nonce: 'n1',
    iat: now,
    exp: now + 600,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .sign(await importJWK(key, 'RS256'))
})

const publicKey = async () => {
  const { d, p, q, dp, dq, qi, ...pub } = key
  return importJWK(pub, 'RS256')
}

describe('withFault', () => {
  it('changes only the audience, nonce or times, signed properly with the issuer’s key', async () => {
    for (const [fault, changed] of [
      ['wrong-audience', { aud: 'another-client' }],
      ['wrong-nonce', { nonce: expect.not.stringMatching(/^n1$/) }],
      ['expired', { iat: expect.any(Number), exp: expect.any(Number) }],
    ] as const) {
      const faulty = await withFault(original, fault, key)
      const { payload } = await jwtVerify(faulty, await publicKey(), { clockTolerance: 7200 })
      expect(payload).toEqual({ ...decodeJwt(original), ...changed })
      expect(payload.sub).toBe('ada')
      if (fault === 'expired') expect(payload.exp).toBeLessThan(Date.now() / 1000 - 3000)
    }
  })

  it('signs bad-signature with another key under the issuer’s key id', async () => {
    const faulty = await withFault(original, 'bad-signature', key)
    expect(decodeProtectedHeader(faulty).kid).toBe('k1')
    expect(decodeJwt(faulty)).toEqual(decodeJwt(original))
    await expect(jwtVerify(faulty, await publicKey())).rejects.toThrow(/signature/)
  })
})

describe('createIdTokenFaults', () => {
  it('hands out each armed fault once, per provider, oldest first', () => {
    const faults = createIdTokenFaults()
    faults.arm('google', 'expired', 2)
    faults.arm('github', 'wrong-nonce', 1)
    faults.arm('google', 'bad-signature', 1)
    expect([
      faults.take('google'),
      faults.take('google'),
      faults.take('google'),
      faults.take('google'),
    ]).toEqual(['expired', 'expired', 'bad-signature', undefined])
    faults.clear()
    expect(faults.take('github')).toBeUndefined()
    expect(isIdTokenFault('wrong-audience')).toBe(true)
    expect(isIdTokenFault('503')).toBe(false)
  })
})

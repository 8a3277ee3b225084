import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { codeChallenge, randomToken } from './pkce.js'

describe('PKCE', () => {
  it('makes 43-character unreserved tokens, each new', () => {
    const token = randomToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(randomToken()).not.toBe(token)
  })

  it('answers the S256 challenge of RFC 7636', async () => {
    const verifier = randomToken()
    expect(await codeChallenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'))
  })
})

import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { codeMatches, hashCode, hashToken, newCode, newSalt, newToken } from './secrets.js'

const secret = Buffer.from('a server secret of at least 32 bytes!!')

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and not all the same', () => {
    const codes = Array.from({ length: 200 }, newCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(190)
  })

  it('match only the code, salt and secret they were hashed with', () => {
    const salt = newSalt()
    const hash = hashCode(secret, salt, '012345')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('012345')
    expect(codeMatches(secret, salt, '012345', hash)).toBe(true)
    expect(codeMatches(secret, salt, '012346', hash)).toBe(false)
    expect(codeMatches(secret, newSalt(), '012345', hash)).toBe(false)
    expect(codeMatches(Buffer.from('another secret'), salt, '012345', hash)).toBe(false)
    expect(codeMatches(secret, salt, '012345', 'not hex')).toBe(false)
  })
})

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as their HMAC under the secret', () => {
    const token = newToken()
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newToken()).not.toBe(token)
    expect(hashToken(secret, token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken(secret, token)).toBe(hashToken(secret, token))
    expect(hashToken(secret, newToken())).not.toBe(hashToken(secret, token))
  })

  it('a database writer cannot compute the row a token of their choosing needs: not its SHA-256, and another secret gives another hash', () => {
    const token = newToken()
    expect(hashToken(secret, token)).not.toBe(createHash('sha256').update(token).digest('hex'))
    expect(hashToken(Buffer.from('another secret of at least 32 bytes!!'), token)).not.toBe(
      hashToken(secret, token),
    )
  })
})

import { describe, expect, it } from 'vitest'
import {
  challengeCodeMatches,
  makeChallenge,
  makeEmailToken,
  openChallenge,
  openEmailToken,
} from './email-proofs.js'
import { signValue } from './signed-value.js'

const SECRET = Buffer.from('a secret of thirty-two bytes or more!')
const EXP = 1_893_456_000_000

describe('email challenges', () => {
  it('hold a hash of the code that only the code and the secret match', () => {
    const value = makeChallenge(SECRET, {
      email: 'ada@example.com',
      projectId: 'lab',
      code: '012345',
      exp: EXP,
    })
    const challenge = openChallenge(SECRET, value)!
    expect(challenge).toMatchObject({ email: 'ada@example.com', projectId: 'lab', exp: EXP })
    expect(challengeCodeMatches(SECRET, challenge, '012345')).toBe(true)
    expect(challengeCodeMatches(SECRET, challenge, '12345')).toBe(false)
    expect(challengeCodeMatches(Buffer.from('x'.repeat(32)), challenge, '012345')).toBe(false)
  })

  it('salt each challenge: the same code twice gives two hashes', () => {
    const fields = { email: 'ada@example.com', projectId: 'lab', code: '111111', exp: EXP }
    const [a, b] = [makeChallenge(SECRET, fields), makeChallenge(SECRET, fields)].map(
      (value) => openChallenge(SECRET, value)!,
    )
    expect(a!.codeHash).not.toBe(b!.codeHash)
    expect(a!.salt).not.toBe(b!.salt)
  })

  it('refuse a signed payload of another shape', () => {
    const challenge = { email: 'a@b.co', projectId: 'p', salt: 's', codeHash: 'f'.repeat(64), exp: EXP }
    expect(openChallenge(SECRET, signValue(SECRET, 'siwx-email-challenge', challenge))).toEqual(challenge)
    const extra = signValue(SECRET, 'siwx-email-challenge', { ...challenge, admin: true })
    expect(openChallenge(SECRET, extra)).toBeUndefined()
    const badHash = signValue(SECRET, 'siwx-email-challenge', { ...challenge, codeHash: 'code' })
    expect(openChallenge(SECRET, badHash)).toBeUndefined()
  })
})

describe('email tokens', () => {
  it('carry the email, project and expiry, and are no challenge', () => {
    const token = makeEmailToken(SECRET, { email: 'ada@example.com', projectId: 'lab', exp: EXP })
    expect(openEmailToken(SECRET, token)).toEqual({ email: 'ada@example.com', projectId: 'lab', exp: EXP })
    expect(openChallenge(SECRET, token)).toBeUndefined()
    expect(openEmailToken(SECRET, signValue(SECRET, 'siwx-email-token', { email: 'a' }))).toBeUndefined()
  })
})

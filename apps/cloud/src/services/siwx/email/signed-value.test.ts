import { describe, expect, it } from 'vitest'
import { MAX_SIGNED_LENGTH, openValue, signValue } from './signed-value.js'

const SECRET = Buffer.from('a secret of thirty-two bytes or more!')
const PAYLOAD = { email: 'ada@example.com', projectId: 'lab', exp: 1_893_456_000_000 }

describe('signValue / openValue', () => {
  it('reads back what it signed', () => {
    const value = signValue(SECRET, 'siwx-email-token', PAYLOAD)
    expect(value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
    expect(openValue(SECRET, 'siwx-email-token', value)).toEqual(PAYLOAD)
  })

  it('refuses a value of another purpose or signed with another secret', () => {
    const value = signValue(SECRET, 'siwx-email-token', PAYLOAD)
    expect(openValue(SECRET, 'siwx-email-challenge', value)).toBeUndefined()
    expect(
      openValue(Buffer.from('another secret of thirty-two bytes!!'), 'siwx-email-token', value),
    ).toBeUndefined()
  })

  it('refuses an altered body, and any other spelling of the signature', () => {
    const value = signValue(SECRET, 'siwx-email-token', PAYLOAD)
    const [body, signature] = value.split('.') as [string, string]
    const other = Buffer.from(JSON.stringify({ ...PAYLOAD, email: 'eve@example.com' })).toString('base64url')
    expect(openValue(SECRET, 'siwx-email-token', `${other}.${signature}`)).toBeUndefined()
    // 43 characters carry 256 bits and 2 spare: the last one has spellings that decode alike.
    const bytes = Buffer.from(signature, 'base64url')
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const spellings = alphabet.split('').filter((last) => {
      const respelled = `${signature.slice(0, -1)}${last}`
      return respelled !== signature && Buffer.from(respelled, 'base64url').equals(bytes)
    })
    expect(spellings).toHaveLength(3)
    for (const last of spellings) {
      expect(
        openValue(SECRET, 'siwx-email-token', `${body}.${signature.slice(0, -1)}${last}`),
      ).toBeUndefined()
    }
  })

  it.each([undefined, 7, '', 'no-dot', 'a.b.c', `${'A'.repeat(MAX_SIGNED_LENGTH)}.x`])(
    'refuses %j',
    (value) => {
      expect(openValue(SECRET, 'siwx-email-token', value)).toBeUndefined()
    },
  )
})

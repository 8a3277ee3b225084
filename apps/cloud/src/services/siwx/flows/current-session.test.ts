import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { hashToken } from '../../auth/secrets.js'
import { bearerTokenHash } from './current-session.js'

const request = (authorization?: string) =>
  ({ headers: authorization === undefined ? {} : { authorization } }) as IncomingMessage
const TOKEN = 'Ab-_'.repeat(10).concat('xyz')
const SECRET = Buffer.from('current session test secret, 32 bytes+')

// The flows themselves run over HTTP on both engines in siwx-service.test.ts.
describe('bearerTokenHash', () => {
  it('hashes a bearer token of the issued shape, whatever the scheme’s case', () => {
    expect(bearerTokenHash(SECRET, request(`Bearer ${TOKEN}`))).toBe(hashToken(SECRET, TOKEN))
    expect(bearerTokenHash(SECRET, request(`bearer ${TOKEN}`))).toBe(hashToken(SECRET, TOKEN))
  })

  it.each([
    undefined,
    '',
    TOKEN,
    `Basic ${TOKEN}`,
    `Bearer ${TOKEN}x`,
    `Bearer ${TOKEN.slice(1)}`,
    `Bearer ${TOKEN} `,
  ])('has none in %j', (header) => {
    expect(bearerTokenHash(SECRET, request(header))).toBeUndefined()
  })
})

import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { hashToken } from '../../auth/secrets.js'
import { bearerTokenHash } from './current-session.js'

const request = (authorization?: string) =>
  ({ headers: authorization === undefined ? {} : { authorization } }) as IncomingMessage
const TOKEN = 'Ab-_'.repeat(10).concat('xyz')

// The flows themselves run over HTTP on both engines in siwx-service.test.ts.
describe('bearerTokenHash', () => {
  it('hashes a bearer token of the issued shape, whatever the scheme’s case', () => {
    expect(bearerTokenHash(request(`Bearer ${TOKEN}`))).toBe(hashToken(TOKEN))
    expect(bearerTokenHash(request(`bearer ${TOKEN}`))).toBe(hashToken(TOKEN))
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
    expect(bearerTokenHash(request(header))).toBeUndefined()
  })
})

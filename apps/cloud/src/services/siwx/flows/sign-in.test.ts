import type { SiwxSession } from '@appkit/siwx'
import { describe, expect, it } from 'vitest'
import { sessionExpiry } from './sign-in.js'

// signIn's checks and their order run over HTTP on both engines in siwx-service.test.ts.
const session = (expirationTime?: string) => ({ data: { expirationTime } }) as SiwxSession
const NOW = Date.parse('2030-01-01T00:00:00Z')
const DAY = 86_400_000

describe('sessionExpiry', () => {
  it('is the service’s limit for a message without an Expiration Time', () => {
    expect(sessionExpiry(session(), NOW, DAY)).toBe(NOW + DAY)
  })

  it('is the earlier of the message’s Expiration Time and the limit', () => {
    expect(sessionExpiry(session('2030-01-01T01:00:00Z'), NOW, DAY)).toBe(NOW + 3_600_000)
    expect(sessionExpiry(session('2030-03-01T00:00:00Z'), NOW, DAY)).toBe(NOW + DAY)
  })
})

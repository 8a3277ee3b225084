import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { decideCors } from './auth-cors.js'

const SITE = 'http://127.0.0.1:4176'
const request = (origin?: string) => ({ headers: origin ? { origin } : {} }) as IncomingMessage

describe('decideCors', () => {
  it('lets the secure site’s pages call and read the answer', () => {
    expect(decideCors(request(SITE), SITE)).toEqual({
      allowed: true,
      headers: {
        vary: 'origin',
        'access-control-allow-origin': SITE,
        'access-control-expose-headers': 'retry-after',
      },
    })
  })

  it('refuses any other origin, even the same host on another port or scheme', () => {
    for (const origin of [
      'http://127.0.0.1:4173',
      'https://127.0.0.1:4176',
      'http://localhost:4176',
      'null',
    ]) {
      expect(decideCors(request(origin), SITE)).toEqual({ allowed: false, headers: { vary: 'origin' } })
    }
  })

  it('serves a caller that is not a browser page (no Origin), without CORS headers', () => {
    expect(decideCors(request(), SITE)).toEqual({ allowed: true, headers: { vary: 'origin' } })
  })
})
